import { type LeadPage, type LeadStage, leadPage } from '@site/contract/leads'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { isPreparingFiles } from './get-lead'

/**
 * The newest quote requests, of one stage when given (`GET /api/inquiries`, admin session): a
 * page of up to 50, `{ items, nextBefore, counts }`; the portal shows the newest page.
 */
export function getLeads(
  stage?: LeadStage,
  signal?: AbortSignal,
  limit?: number,
): Promise<LeadPage> {
  const query = new URLSearchParams()
  if (stage) query.set('stage', stage)
  if (limit) query.set('limit', String(limit))
  const search = query.size > 0 ? `?${query}` : ''
  return apiRequest(apiPath(`/api/inquiries${search}`), { signal, schema: leadPage })
}

/** Every list of requests, whatever its stage filter, is under this key. */
export const leadsQueryKey = ['admin', 'leads'] as const

export function leadsQueryOptions(stage?: LeadStage) {
  return queryOptions({
    queryKey: [...leadsQueryKey, stage ?? 'all'] as const,
    queryFn: ({ signal }) => getLeads(stage, signal),
    // Photos a visitor just sent are made viewable within seconds: show them when they are.
    refetchInterval: (query) => (query.state.data?.items.some(isPreparingFiles) ? 3000 : false),
  })
}

export function useLeads(stage?: LeadStage) {
  return useQuery(leadsQueryOptions(stage))
}
