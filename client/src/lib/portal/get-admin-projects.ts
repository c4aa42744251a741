import { adminMediaItemList } from '@site/contract/media-admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../api-client'
import { apiRequest } from '../api-request'

/** Every item, newest first (`GET /api/admin/projects`, admin session). */
export function getAdminProjects(signal?: AbortSignal) {
  return apiRequest(apiPath('/api/admin/projects'), { signal, schema: adminMediaItemList })
}

export const adminProjectsQueryKey = ['admin', 'projects'] as const

export function adminProjectsQueryOptions() {
  return queryOptions({
    queryKey: adminProjectsQueryKey,
    queryFn: ({ signal }) => getAdminProjects(signal),
  })
}

/** While an item is processing, the list looks again every few seconds. */
export function useAdminProjects() {
  return useQuery({
    ...adminProjectsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'processing') ? 5_000 : false,
  })
}
