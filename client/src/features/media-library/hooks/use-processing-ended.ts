import type { AdminMediaItem } from '@site/contract/media-admin'
import { useEffect, useRef } from 'react'

/**
 * Calls `onEnded` when an item that was processing is ready or failed in a newer page of the
 * library: a newly ready item belongs in the public lists, which the section does not own.
 */
export function useProcessingEnded(
  items: readonly AdminMediaItem[] | undefined,
  onEnded?: () => void,
) {
  const processing = useRef<ReadonlySet<string>>(new Set())
  useEffect(() => {
    if (!items) return
    const ended = items.some(
      (item) => item.status !== 'processing' && processing.current.has(item.id),
    )
    processing.current = new Set(
      items.filter((item) => item.status === 'processing').map((item) => item.id),
    )
    if (ended) onEnded?.()
  }, [items, onEnded])
}
