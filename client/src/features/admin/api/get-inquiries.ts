import { type Inquiry, inquiryPage } from '@site/contract/inquiries'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

/**
 * The newest quote requests (`GET /api/inquiries`, admin session): the server answers a page,
 * `{ items, nextBefore }`, of up to 50; the portal shows the newest page.
 */
export async function getInquiries(signal?: AbortSignal): Promise<Inquiry[]> {
  const page = await apiRequest(apiPath('/api/inquiries'), { signal, schema: inquiryPage })
  return page.items
}

export const inquiriesQueryKey = ['admin', 'inquiries'] as const

export function inquiriesQueryOptions() {
  return queryOptions({
    queryKey: inquiriesQueryKey,
    queryFn: ({ signal }) => getInquiries(signal),
  })
}

export function useInquiries() {
  return useQuery(inquiriesQueryOptions())
}
