import { type OpenAlerts, openAlerts } from '@site/contract/alerts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/** `GET /api/admin/alerts` (staff): the alerts open now, oldest first (decision 058). */
export function getOpenAlerts(signal?: AbortSignal): Promise<OpenAlerts> {
  return apiRequest(apiPath('/api/admin/alerts'), { signal, schema: openAlerts })
}

export function openAlertsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'alerts'] as const,
    queryFn: ({ signal }) => getOpenAlerts(signal),
    refetchInterval: 60_000,
  })
}

export function useOpenAlerts() {
  return useQuery(openAlertsQueryOptions())
}
