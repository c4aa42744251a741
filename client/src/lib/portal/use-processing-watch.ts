import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { adminMediaItemsQueryOptions } from './get-admin-media-items'

/**
 * After an upload, asks for the media list every few seconds until nothing is processing, then
 * calls `onProcessed` once (a newly ready item belongs in the public lists). Asks nothing until
 * started, so a portal opened without uploading never loads every item.
 */
export function useProcessingWatch(onProcessed: () => void): () => void {
  // When the watch began: only a list fetched after it counts (a cached one may be older).
  const [since, setSince] = useState<number | null>(null)
  const items = useQuery({
    ...adminMediaItemsQueryOptions(),
    enabled: since !== null,
    refetchInterval: (query) =>
      query.state.data?.some((item) => item.status === 'processing') ? 5_000 : false,
  })
  const settled =
    since !== null &&
    !items.isFetching &&
    items.data !== undefined &&
    items.dataUpdatedAt > since &&
    !items.data.some((item) => item.status === 'processing')
  useEffect(() => {
    if (!settled) return
    setSince(null)
    onProcessed()
  }, [settled, onProcessed])
  return useCallback(() => setSince(Date.now()), [])
}
