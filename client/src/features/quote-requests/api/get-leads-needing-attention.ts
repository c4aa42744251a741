import { type LeadsNeedingAttention, leadsNeedingAttention } from '@site/contract/leads'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/** `GET /api/inquiries/attention` (admin session): the requests that need attention now. */
export function getLeadsNeedingAttention(signal?: AbortSignal): Promise<LeadsNeedingAttention> {
  return apiRequest(apiPath('/api/inquiries/attention'), { signal, schema: leadsNeedingAttention })
}

/** Apart from the lists' key: its response is not a page of requests (their optimistic updates). */
export const leadsNeedingAttentionQueryKey = ['admin', 'leads-needing-attention'] as const

export function leadsNeedingAttentionQueryOptions() {
  return queryOptions({
    queryKey: leadsNeedingAttentionQueryKey,
    queryFn: ({ signal }) => getLeadsNeedingAttention(signal),
    // The list follows the clock: a request turns overdue while the portal stays open.
    refetchInterval: 5 * 60_000,
  })
}

export function useLeadsNeedingAttention() {
  return useQuery(leadsNeedingAttentionQueryOptions())
}
