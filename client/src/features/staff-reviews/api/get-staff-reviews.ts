import { staffReviewList } from '@site/contract/reviews'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { staffReviewsQueryKey } from '../../../lib/portal/query-keys'

/** Received reviews, pending first (`GET /api/admin/reviews`, admin session). */
export function staffReviewsQueryOptions() {
  return queryOptions({
    queryKey: staffReviewsQueryKey,
    queryFn: async ({ signal }) =>
      (await apiRequest(apiPath('/api/admin/reviews'), { signal, schema: staffReviewList })).items,
  })
}

export function useStaffReviews() {
  return useQuery(staffReviewsQueryOptions())
}

/**
 * How many reviews wait for approval, for the section's entry: the same list (so approving one
 * lowers it at once), asked again every minute while the portal is open.
 */
export function usePendingReviewCount(enabled: boolean): number | undefined {
  return useQuery({
    ...staffReviewsQueryOptions(),
    select: (items) => items.filter((review) => review.status === 'pending').length,
    refetchInterval: 60_000,
    enabled,
  }).data
}
