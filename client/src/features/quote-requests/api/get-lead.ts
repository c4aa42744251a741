import { type Lead, lead } from '@site/contract/leads'
import { useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/** One request by id; apart from the lists, whose cached pages have another shape. */
export const oneLeadQueryKey = ['admin', 'lead'] as const

/** One quote request (`GET /api/inquiries/:id`), as the quote mail links to it. */
export function getLead(id: string, signal?: AbortSignal): Promise<Lead> {
  return apiRequest(apiPath(`/api/inquiries/${encodeURIComponent(id)}`), {
    signal,
    schema: lead,
  })
}

export function useLead(id: string | undefined) {
  return useQuery({
    queryKey: [...oneLeadQueryKey, id ?? ''] as const,
    queryFn: ({ signal }) => getLead(id ?? '', signal),
    enabled: id !== undefined,
    retry: false,
    refetchInterval: (query) => (isPreparingFiles(query.state.data) ? 3000 : false),
  })
}

/** A file of the request is still being made viewable: worth asking again shortly. */
export function isPreparingFiles(request: Lead | undefined): boolean {
  return request?.attachments.some((file) => file.status === 'processing') ?? false
}
