import type { ReviewSubmission } from '@site/contract/reviews'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/** `POST /api/reviews`: the Google write-review link for every customer, or null when unset. */
export async function sendReview(
  review: ReviewSubmission,
): Promise<{ googleReviewUrl: string | null }> {
  // Not checked against the contract's schema: that would bring zod to a public page.
  return (await apiRequest(apiPath('/api/reviews'), { method: 'POST', json: review })) as {
    googleReviewUrl: string | null
  }
}

export function useSendReview() {
  return useMutation({ mutationFn: (review: ReviewSubmission) => sendReview(review) })
}
