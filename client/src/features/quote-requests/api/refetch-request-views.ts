import type { QueryClient } from '@tanstack/react-query'
import { websiteDashboardQueryKey } from '../../../lib/portal/query-keys'
import { inquiriesQueryKey } from './get-inquiries'
import { oneInquiryQueryKey } from './get-inquiry'
import { leadsNeedingAttentionQueryKey } from './get-leads-needing-attention'

/**
 * After a request changed, went or was asked for a review: everything that shows requests is
 * fetched again from the server (the lists and their stage counts, an opened request, the ones
 * needing attention, and the dashboard, which counts requests per stage).
 */
export function refetchRequestViews(client: QueryClient) {
  return Promise.all(
    [
      inquiriesQueryKey,
      oneInquiryQueryKey,
      leadsNeedingAttentionQueryKey,
      websiteDashboardQueryKey,
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  )
}
