import { useNavigate, useRouter, useSearch } from '@tanstack/react-router'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useLatestRef } from '../../lib/use-latest-ref'

interface Identified {
  id: string
}

export interface ListViewer<T> {
  /** The item shown, or undefined while the viewer is closed. */
  current: T | undefined
  index: number | undefined
  count: number | undefined
  hasPrevious: boolean
  hasNext: boolean
  open: (index: number, items: readonly T[]) => void
  close: () => void
  previous: () => void
  next: () => void
}

interface UrlListViewerOptions<T> {
  /** Where an `?item=` that is not on screen is looked up (a shared link to a photo of the
   * home page's random choice). Its order gives the neighbours then. */
  lookup?: readonly T[]
  /** True while `lookup` is still being fetched: the item is not reported missing meanwhile. */
  lookupPending?: boolean
  /** Called once when `?item=` names nothing in the loaded lists; the parameter is removed. */
  onMissing?: () => void
}

/**
 * Which item of a list the viewer shows, kept in the URL as `?item=<id>`: a link opens the viewer
 * at that item, and the browser's back button closes it. Opening adds one history entry; stepping
 * to a neighbour replaces it, so Back always returns to the page as it was before opening.
 *
 * The list is kept as it was when the viewer opened, so a background refresh (the home page
 * reshuffles its projects every 3 minutes) does not swap the neighbours under the visitor.
 *
 * `items` is undefined while loading; a missing item is only reported once something has loaded.
 */
export function useUrlListViewer<T extends Identified>(
  items: readonly T[] | undefined,
  { lookup, lookupPending = false, onMissing }: UrlListViewerOptions<T> = {},
): ListViewer<T> {
  const itemId = useSearch({ strict: false, select: (search) => search.item })
  const navigate = useNavigate()
  const router = useRouter()
  const [snapshot, setSnapshot] = useState<readonly T[] | null>(null)
  // True while the history entry with `?item=` is one we pushed: closing then goes back to the
  // entry before it instead of adding another. False after a shared link or a reload.
  const pushedHere = useRef(false)
  // The dialog can report a close twice (ESC, then the native close); only the first counts.
  const closing = useRef(false)

  // A list that only grew at its end (the next page of a category) keeps the neighbours in place.
  const opened = snapshot && items && grewAtEnd(snapshot, items) ? items : snapshot
  const list = itemId ? [opened, items, lookup].find((l) => l?.some(has(itemId))) : undefined
  const index = itemId && list ? list.findIndex(has(itemId)) : -1
  const loaded = items !== undefined && !lookupPending
  const missing = itemId !== undefined && loaded && index < 0

  const setItem = useCallback(
    (item: string | undefined, replace: boolean) =>
      navigate({
        to: '.',
        search: (previous) => ({ ...previous, item }),
        replace,
        resetScroll: false,
      }),
    [navigate],
  )

  useEffect(() => {
    if (!itemId) closing.current = false
  }, [itemId])

  const onMissingRef = useLatestRef(onMissing)
  useEffect(() => {
    if (!missing) return
    void setItem(undefined, true)
    onMissingRef.current?.()
  }, [missing, setItem])

  const open = useCallback(
    (at: number, from: readonly T[]) => {
      const item = from[at]
      if (!item) return
      setSnapshot(from)
      pushedHere.current = true
      void setItem(item.id, false)
    },
    [setItem],
  )

  const close = useCallback(() => {
    if (closing.current) return
    closing.current = true
    if (pushedHere.current) {
      pushedHere.current = false
      router.history.back()
    } else {
      void setItem(undefined, true)
    }
  }, [router, setItem])

  const stepTo = (at: number) => {
    const item = list?.[at]
    if (item) void setItem(item.id, true)
  }

  const shown = index >= 0 && list ? list[index] : undefined
  return {
    current: shown,
    index: shown ? index : undefined,
    count: shown ? list?.length : undefined,
    hasPrevious: !!shown && index > 0,
    hasNext: !!shown && !!list && index < list.length - 1,
    open,
    close,
    previous: () => stepTo(index - 1),
    next: () => stepTo(index + 1),
  }
}

const has =
  (id: string) =>
  (item: Identified): boolean =>
    item.id === id

function grewAtEnd<T extends Identified>(before: readonly T[], after: readonly T[]): boolean {
  return after.length > before.length && before.every((item, i) => after[i]?.id === item.id)
}
