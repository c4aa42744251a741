import { useEffect } from 'react'

/**
 * While `active`, the browser asks before the page is reloaded or closed (its own words: no page
 * may choose them). For work that exists only in this page, such as unpublished edits.
 */
export function useWarnBeforeLeaving(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [active])
}
