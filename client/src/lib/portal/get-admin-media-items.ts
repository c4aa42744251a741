import { adminMediaItemList } from '@site/contract/media-admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../api-client'
import { apiRequest } from '../api-request'
import { useRefetchWhenProcessed } from './get-processing-media'

/** Every item, newest first (`GET /api/admin/projects`, admin session). */
export function getAdminMediaItems(signal?: AbortSignal) {
  return apiRequest(apiPath('/api/admin/projects'), { signal, schema: adminMediaItemList })
}

export const adminMediaItemsQueryKey = ['admin', 'projects'] as const

export function adminMediaItemsQueryOptions() {
  return queryOptions({
    queryKey: adminMediaItemsQueryKey,
    queryFn: ({ signal }) => getAdminMediaItems(signal),
  })
}

/** Every item; while some are processing, fetched again as they finish (decision 076). */
export function useAdminMediaItems() {
  const items = useQuery(adminMediaItemsQueryOptions())
  const processing = items.data?.filter((item) => item.status === 'processing').length ?? 0
  useRefetchWhenProcessed(processing, items)
  return items
}
