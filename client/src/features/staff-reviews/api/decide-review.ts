import { type StaffReview, staffReview } from '@site/contract/reviews'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { staffReviewsQueryKey } from '../../../lib/portal/query-keys'

export interface ReviewDecision {
  id: string
  approved: boolean
}

/** Approves or hides a review (`PATCH /api/admin/reviews/:id`); resolves with it. */
export function decideReview({ id, approved }: ReviewDecision): Promise<StaffReview> {
  return apiRequest(apiPath(`/api/admin/reviews/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    json: { approved },
    schema: staffReview,
  })
}

export function useDecideReview() {
  return useMutation({
    mutationFn: decideReview,
    onSuccess: (updated, _decision, _context, { client }) => {
      client.setQueryData<StaffReview[]>(staffReviewsQueryKey, (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      )
    },
  })
}
