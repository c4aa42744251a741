import type { ReviewInvitation, ReviewPageState } from '@site/contract/reviews'
import { queryOptions } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { ApiError, apiRequest } from '../../../lib/api-request'

/**
 * What a customer's review page shows: the job, or why the link no longer works. The API renders
 * the page with it (its loader finds it in the cache); in the browser it asks the API. Never kept
 * after the page is left: it is one customer's.
 */
export function reviewPageQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['review-page', token],
    queryFn: async ({ signal }): Promise<ReviewPageState> => {
      try {
        const invitation = (await apiRequest(apiPath(`/api/reviews/${encodeURIComponent(token)}`), {
          signal,
        })) as ReviewInvitation
        return { state: 'open', invitation }
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
          return { state: 'gone', message: error.serverMessage ?? error.message }
        }
        throw error
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  })
}
