import type { ReviewChannel } from '@site/contract/reviews'
import { reviewRequestSent } from '@site/contract/reviews'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { refetchRequestViews } from './refetch-request-views'

export interface AskForReview {
  id: string
  channel: ReviewChannel
  /** Send although a request went out in the last 14 days (staff confirmed). */
  again?: boolean
}

/** `POST /api/inquiries/:id/review-request`: `{ url }` to open for WhatsApp, `{ sent }` by e-mail. */
export function askForReview({ id, ...body }: AskForReview) {
  return apiRequest(apiPath(`/api/inquiries/${encodeURIComponent(id)}/review-request`), {
    method: 'POST',
    json: body,
    schema: reviewRequestSent,
  })
}

export function useAskForReview() {
  return useMutation({
    mutationFn: askForReview,
    // The card says when it was asked; a Done request asked for no longer needs attention.
    onSuccess: (_sent, _ask, _saved, { client }) => refetchRequestViews(client),
  })
}
