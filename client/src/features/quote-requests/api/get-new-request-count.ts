import { queryOptions, useQuery } from '@tanstack/react-query'
import { getLeads, leadsQueryKey } from './get-leads'

/**
 * How many requests are in the stage "New" (not yet contacted): the counts of
 * `GET /api/inquiries`, which cover every stored request, asked with a page of one. Under the
 * lists' key, so every change to a request refreshes it; asked again every minute while the
 * portal is open, so a request that arrives shows on the section bar.
 */
export function newRequestCountQueryOptions() {
  return queryOptions({
    queryKey: [...leadsQueryKey, 'new-count'] as const,
    queryFn: ({ signal }) => getLeads(undefined, signal, 1),
    select: (page) => page.counts.new,
    refetchInterval: 60_000,
  })
}

export function useNewRequestCount(enabled: boolean): number | undefined {
  return useQuery({ ...newRequestCountQueryOptions(), enabled }).data
}
