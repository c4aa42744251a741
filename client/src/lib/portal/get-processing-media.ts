import { mediaLibraryPage } from '@site/contract/media-library'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { apiPath } from '../api-client'
import { apiRequest } from '../api-request'

/**
 * The items still processing, newest first (`GET /api/admin/media?status=processing`): after an
 * upload the portal asks every few seconds, and a short page costs a phone far less than the
 * whole list (decision 076).
 */
export function getProcessingMedia(signal?: AbortSignal) {
  return apiRequest(apiPath('/api/admin/media', { status: 'processing' }), {
    signal,
    schema: mediaLibraryPage,
  })
}

export const processingMediaQueryKey = ['admin', 'media', 'processing'] as const

export function processingMediaQueryOptions() {
  return queryOptions({
    queryKey: processingMediaQueryKey,
    queryFn: ({ signal }) => getProcessingMedia(signal),
  })
}

/** Asks while `enabled`, again every few seconds while anything is processing. */
export function useProcessingMedia(enabled: boolean) {
  return useQuery({
    ...processingMediaQueryOptions(),
    enabled,
    refetchInterval: (query) => ((query.state.data?.total ?? 0) > 0 ? 5_000 : false),
  })
}

/** A list query of items, as far as `useRefetchWhenProcessed` needs it. */
interface ItemList {
  dataUpdatedAt: number
  refetch: () => unknown
}

/**
 * Keeps a list that shows `shown` items processing up to date without fetching it again and
 * again: while it shows any, the items processing are asked for every few seconds, and the list
 * is fetched again when fewer are processing than it shows, or than at the last look.
 */
export function useRefetchWhenProcessed(shown: number, list: ItemList) {
  const processing = useProcessingMedia(shown > 0)
  const total = processing.data?.total
  // A count older than the list says nothing about it.
  const newer = processing.dataUpdatedAt > list.dataUpdatedAt
  const lastTotal = useRef(total)
  const { refetch } = list
  useEffect(() => {
    const before = lastTotal.current
    lastTotal.current = total
    if (shown === 0 || total === undefined) return
    if ((newer && total < shown) || (before !== undefined && total < before)) void refetch()
  }, [shown, total, newer, refetch])
}
