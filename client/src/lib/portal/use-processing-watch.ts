import { useCallback, useEffect, useState } from 'react'
import { useProcessingMedia } from './get-processing-media'

/**
 * After an upload, asks every few seconds which items are still processing until none are, then
 * calls `onProcessed` once (a newly ready item belongs in the public lists). Asks nothing until
 * started.
 */
export function useProcessingWatch(onProcessed: () => void): () => void {
  // When the watch began: only an answer fetched after it counts (a cached one may be older).
  const [since, setSince] = useState<number | null>(null)
  const processing = useProcessingMedia(since !== null)
  const settled =
    since !== null &&
    !processing.isFetching &&
    processing.data !== undefined &&
    processing.dataUpdatedAt > since &&
    processing.data.total === 0
  useEffect(() => {
    if (!settled) return
    setSince(null)
    onProcessed()
  }, [settled, onProcessed])
  return useCallback(() => setSince(Date.now()), [])
}
