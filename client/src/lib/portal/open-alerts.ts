import { type OpenAlerts, openAlerts } from '@site/contract/alerts'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../api-client'
import { apiRequest } from '../api-request'

/** `GET /api/admin/alerts` (staff): the owner's alerts open now, oldest first (decision 058). */
export function getOpenAlerts(signal?: AbortSignal): Promise<OpenAlerts> {
  return apiRequest(apiPath('/api/admin/alerts'), { signal, schema: openAlerts })
}

/** Shared by the portal frame's banner and the System page, so both show the same response. */
export function openAlertsQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'alerts'] as const,
    queryFn: ({ signal }) => getOpenAlerts(signal),
    // The server checks every 5 minutes; a portal left open shows a new alert within a minute.
    refetchInterval: 60_000,
  })
}

export function useOpenAlerts() {
  return useQuery(openAlertsQueryOptions())
}
