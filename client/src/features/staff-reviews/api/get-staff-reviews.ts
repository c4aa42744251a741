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
