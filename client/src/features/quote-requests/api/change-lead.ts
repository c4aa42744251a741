import { type Lead, type LeadChanges, type LeadPage, lead } from '@site/contract/leads'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { leadsQueryKey } from './get-leads'
import { refetchRequestViews } from './refetch-request-views'

export interface ChangeLead {
  id: string
  changes: LeadChanges
}

/** Moves a request to a stage, keeps a note or links its project (`PATCH`); resolves with it. */
export function changeLead({ id, changes }: ChangeLead): Promise<Lead> {
  return apiRequest(apiPath(`/api/inquiries/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    json: changes,
    schema: lead,
  })
}

/** The change, shown at once in every list and put right if the server refuses it. */
export function useChangeLead() {
  return useMutation({
    mutationFn: changeLead,
    onMutate: async ({ id, changes }, { client }) => {
      await client.cancelQueries({ queryKey: leadsQueryKey })
      const previous = client.getQueriesData<LeadPage>({ queryKey: leadsQueryKey })
      const shown = (item: Lead): Lead => ({
        ...item,
        ...(changes.stage === undefined ? {} : { stage: changes.stage }),
        ...(changes.note === undefined ? {} : { note: changes.note }),
        ...(changes.portfolioProjectId === undefined
          ? {}
          : { portfolioProjectId: changes.portfolioProjectId }),
      })
      client.setQueriesData<LeadPage>({ queryKey: leadsQueryKey }, (page) =>
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
      client.setQueriesData<LeadPage>({ queryKey: leadsQueryKey }, (page) =>
        page
          ? { ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) }
          : page,
      )
    },
    // Counts, stage filters and what needs attention follow from the server.
    onSettled: (_data, _error, _change, _saved, { client }) => refetchRequestViews(client),
  })
}
