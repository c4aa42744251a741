import { done } from '@site/contract/api-error'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { refetchRequestViews } from './refetch-request-views'

/** Erases a quote request for good (`DELETE /api/inquiries/:id`). */
export async function eraseQuoteRequest(id: string): Promise<void> {
  await apiRequest(apiPath(`/api/inquiries/${encodeURIComponent(id)}`), {
    method: 'DELETE',
    schema: done,
  })
}

/** The erasure; the list is fetched again whatever the outcome. */
export function useEraseQuoteRequest() {
  return useMutation({
    mutationFn: eraseQuoteRequest,
    onSettled: (_data, _error, _id, _saved, { client }) => refetchRequestViews(client),
  })
}
