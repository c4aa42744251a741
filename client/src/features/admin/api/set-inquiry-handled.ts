import { type Inquiry, inquiry } from '@site/contract/inquiries'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { inquiriesQueryKey } from './get-inquiries'

export interface SetHandled {
  id: string
  handled: boolean
}

/** Marks a quote request handled or not (`PATCH /api/inquiries/:id`); resolves with it. */
export function setInquiryHandled({ id, handled }: SetHandled): Promise<Inquiry> {
  return apiRequest(apiPath(`/api/inquiries/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    json: { handled },
    schema: inquiry,
  })
}

/** The toggle, shown at once and put right if the server refuses it. */
export function useSetInquiryHandled() {
  return useMutation({
    mutationFn: (change: SetHandled) => setInquiryHandled(change),
    onMutate: async ({ id, handled }, { client }) => {
      await client.cancelQueries({ queryKey: inquiriesQueryKey })
      const previous = client.getQueryData<Inquiry[]>(inquiriesQueryKey)
      client.setQueryData<Inquiry[]>(inquiriesQueryKey, (list) =>
        list?.map((item) =>
          item.id === id
            ? { ...item, handled, handledAt: handled ? new Date().toISOString() : null }
            : item,
        ),
      )
      return { previous }
    },
    onError: (_error, _change, saved, { client }) => {
      if (saved?.previous) client.setQueryData(inquiriesQueryKey, saved.previous)
    },
    onSuccess: (updated, _change, _saved, { client }) => {
      client.setQueryData<Inquiry[]>(inquiriesQueryKey, (list) =>
        list?.map((item) => (item.id === updated.id ? updated : item)),
      )
    },
    onSettled: (_data, _error, _change, _saved, { client }) =>
      client.invalidateQueries({ queryKey: inquiriesQueryKey }),
  })
}
