import { type RefObject, useEffect, useRef } from 'react'
import { useLatestRef } from './use-latest-ref'

/**
 * Calls `onNear` whenever the element comes within `margin` of the viewport (the end of a long
 * list, to load the next page before the visitor reaches it). Nothing happens where the browser
 * has no IntersectionObserver: the list's own button still loads more.
 */
export function useNearViewport<E extends Element>(
  onNear: () => void,
  { enabled, margin = '800px' }: { enabled: boolean; margin?: string },
): RefObject<E | null> {
  const ref = useRef<E>(null)
  const onNearRef = useLatestRef(onNear)

  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNearRef.current()
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [enabled, margin])
  return ref
}
