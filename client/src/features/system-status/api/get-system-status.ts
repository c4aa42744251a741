import { type SystemStatus, systemStatus } from '@site/contract/system-status'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/** `GET /api/admin/system` (staff): the site's own health, read afresh each time. */
export function getSystemStatus(signal?: AbortSignal): Promise<SystemStatus> {
  return apiRequest(apiPath('/api/admin/system'), { signal, schema: systemStatus })
}

export function systemStatusQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'system'] as const,
    queryFn: ({ signal }) => getSystemStatus(signal),
    // Figures of the moment: looked at again each minute while the page is open.
    refetchInterval: 60_000,
  })
}

export function useSystemStatus() {
  return useQuery(systemStatusQueryOptions())
}
