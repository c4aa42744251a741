import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/** `POST /api/reviews/unsubscribe`: no more review e-mails to this customer's address. */
export function useStopReviewMail() {
  return useMutation({
    mutationFn: async (token: string) => {
      await apiRequest(apiPath('/api/reviews/unsubscribe'), { method: 'POST', json: { token } })
    },
  })
}
