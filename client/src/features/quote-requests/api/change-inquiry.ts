import {
  type Inquiry,
  type InquiryChanges,
  type InquiryPage,
  inquiry,
} from '@site/contract/inquiries'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { websiteDashboardQueryKey } from '../../../lib/portal/query-keys'
import { inquiriesQueryKey } from './get-inquiries'
import { oneInquiryQueryKey } from './get-inquiry'
import { leadsNeedingAttentionQueryKey } from './get-leads-needing-attention'

export interface ChangeInquiry {
  id: string
  changes: InquiryChanges
}

/** Moves a request to a stage, keeps a note or links its project (`PATCH`); resolves with it. */
export function changeInquiry({ id, changes }: ChangeInquiry): Promise<Inquiry> {
  return apiRequest(apiPath(`/api/inquiries/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    json: changes,
    schema: inquiry,
  })
}

/** The change, shown at once in every list and put right if the server refuses it. */
export function useChangeInquiry() {
  return useMutation({
    mutationFn: changeInquiry,
    onMutate: async ({ id, changes }, { client }) => {
      await client.cancelQueries({ queryKey: inquiriesQueryKey })
      const previous = client.getQueriesData<InquiryPage>({ queryKey: inquiriesQueryKey })
      const shown = (item: Inquiry): Inquiry => ({
        ...item,
        ...(changes.stage === undefined ? {} : { stage: changes.stage }),
        ...(changes.note === undefined ? {} : { note: changes.note }),
        ...(changes.portfolioProjectId === undefined
          ? {}
          : { portfolioProjectId: changes.portfolioProjectId }),
      })
      client.setQueriesData<InquiryPage>({ queryKey: inquiriesQueryKey }, (page) =>
        page
          ? { ...page, items: page.items.map((item) => (item.id === id ? shown(item) : item)) }
          : page,
      )
      return { previous }
    },
    onError: (_error, _change, saved, { client }) => {
      for (const [key, page] of saved?.previous ?? []) client.setQueryData(key, page)
    },
    onSuccess: (updated, _change, _saved, { client }) => {
      client.setQueriesData<InquiryPage>({ queryKey: inquiriesQueryKey }, (page) =>
        page
          ? { ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) }
          : page,
      )
    },
    // Counts and stage filters follow from the server.
    onSettled: (_data, _error, _change, _saved, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: inquiriesQueryKey }),
        client.invalidateQueries({ queryKey: oneInquiryQueryKey }),
        // A request that moved on no longer needs attention.
        client.invalidateQueries({ queryKey: leadsNeedingAttentionQueryKey }),
        // The dashboard counts requests per stage.
        client.invalidateQueries({ queryKey: websiteDashboardQueryKey }),
      ]),
  })
}
