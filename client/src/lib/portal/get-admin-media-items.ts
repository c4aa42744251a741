import { adminMediaItemList } from '@site/contract/media-admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../api-client'
import { apiRequest } from '../api-request'

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

/** While an item is processing, the list looks again every few seconds. */
export function useAdminMediaItems() {
  return useQuery({
    ...adminMediaItemsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'processing') ? 5_000 : false,
  })
}
