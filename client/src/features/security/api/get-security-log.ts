import { type SecurityLogPage, securityLogPage } from '@site/contract/security-log'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

export interface SecurityLogFilter {
  page: number
  /** One person's entries; all when undefined. */
  person?: string
}

/** `GET /api/admin/security/events` (owner): newest first, a page at a time. */
export function getSecurityLog(
  filter: SecurityLogFilter,
  signal?: AbortSignal,
): Promise<SecurityLogPage> {
  const url = apiPath('/api/admin/security/events', {
    page: String(filter.page),
    person: filter.person,
  })
  return apiRequest(url, { signal, schema: securityLogPage })
}

export function securityLogQueryOptions(filter: SecurityLogFilter) {
  return queryOptions({
    queryKey: ['admin', 'security', 'events', filter] as const,
    queryFn: ({ signal }) => getSecurityLog(filter, signal),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  })
}

export function useSecurityLog(filter: SecurityLogFilter) {
  return useQuery(securityLogQueryOptions(filter))
}
