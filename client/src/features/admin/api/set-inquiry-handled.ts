import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { adminRequest, isSessionEnded } from './api-error'
import { type Inquiry, inquiriesQueryKey, inquiryFrom } from './get-inquiries'
import { sessionQueryKey } from './get-session'

export interface SetHandled {
  id: string
  handled: boolean
}

/** Marks a quote request handled or not (`PATCH /api/inquiries/:id`); resolves with it. */
export async function setInquiryHandled({ id, handled }: SetHandled): Promise<Inquiry> {
  const body = await adminRequest(apiPath(`/api/inquiries/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ handled }),
  })
  return inquiryFrom(body)
}

/** The toggle, shown at once and put right if the server refuses it. */
export function useSetInquiryHandled() {
  return useMutation({
    mutationFn: (change: SetHandled) => setInquiryHandled(change),
    onMutate: async ({ id, handled }, { client }) => {
      await client.cancelQueries({ queryKey: inquiriesQueryKey })
      const previous = client.getQueryData<Inquiry[]>(inquiriesQueryKey)
      client.setQueryData<Inquiry[]>(inquiriesQueryKey, (list) =>
        list?.map((inquiry) =>
          inquiry.id === id
            ? { ...inquiry, handledAt: handled ? new Date().toISOString() : null }
            : inquiry,
        ),
      )
      return { previous }
    },
    onError: (error, _change, saved, { client }) => {
      if (saved?.previous) client.setQueryData(inquiriesQueryKey, saved.previous)
      if (isSessionEnded(error)) void client.invalidateQueries({ queryKey: sessionQueryKey })
    },
    onSuccess: (updated, _change, _saved, { client }) => {
      client.setQueryData<Inquiry[]>(inquiriesQueryKey, (list) =>
        list?.map((inquiry) => (inquiry.id === updated.id ? updated : inquiry)),
      )
    },
    onSettled: (_data, _error, _change, _saved, { client }) =>
      client.invalidateQueries({ queryKey: inquiriesQueryKey }),
  })
}
