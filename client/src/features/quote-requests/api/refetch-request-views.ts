import type { QueryClient } from '@tanstack/react-query'
import { websiteDashboardQueryKey } from '../../../lib/portal/query-keys'
import { oneLeadQueryKey } from './get-lead'
import { leadsQueryKey } from './get-leads'
import { leadsNeedingAttentionQueryKey } from './get-leads-needing-attention'

/**
 * After a request changed, went or was asked for a review: everything that shows requests is
 * fetched again from the server (the lists and their stage counts, an opened request, the ones
 * needing attention, and the dashboard, which counts requests per stage).
 */
export function refetchRequestViews(client: QueryClient) {
  return Promise.all(
    [leadsQueryKey, oneLeadQueryKey, leadsNeedingAttentionQueryKey, websiteDashboardQueryKey].map(
      (queryKey) => client.invalidateQueries({ queryKey }),
    ),
  )
}
