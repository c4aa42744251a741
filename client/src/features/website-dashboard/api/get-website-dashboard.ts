import { type WebsiteDashboard, websiteDashboard } from '@site/contract/website-dashboard'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { websiteDashboardQueryKey } from '../../../lib/portal/query-keys'

/** `GET /api/dashboard` (admin session): the last 12 weeks, this one first, and the stages. */
export function getWebsiteDashboard(signal?: AbortSignal): Promise<WebsiteDashboard> {
  return apiRequest(apiPath('/api/dashboard'), { signal, schema: websiteDashboard })
}

export function websiteDashboardQueryOptions() {
  return queryOptions({
    queryKey: websiteDashboardQueryKey,
    queryFn: ({ signal }) => getWebsiteDashboard(signal),
  })
}

export function useWebsiteDashboard() {
  return useQuery(websiteDashboardQueryOptions())
}
