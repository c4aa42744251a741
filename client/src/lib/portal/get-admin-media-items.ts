import { adminMediaItemList } from '@site/contract/media-admin'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { apiPath } from '../api-client'
import { apiRequest } from '../api-request'
import { useProcessingMedia } from './get-processing-media'

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

/**
 * Every item. While some are processing, only the short list of those is asked for again every
 * few seconds; the whole list is fetched again when that list has fewer.
 */
export function useAdminMediaItems() {
  const items = useQuery(adminMediaItemsQueryOptions())
  const { refetch } = items
  const processingHere = items.data?.filter((item) => item.status === 'processing').length ?? 0
  const stillProcessing = useProcessingMedia(processingHere > 0).data?.total
  useEffect(() => {
    if (stillProcessing !== undefined && stillProcessing < processingHere) void refetch()
  }, [stillProcessing, processingHere, refetch])
  return items
}
