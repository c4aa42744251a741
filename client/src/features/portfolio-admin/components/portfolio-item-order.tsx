import type { AdminMediaItem } from '@site/contract/media-admin'
import { ArrowDown, ArrowUp, GripVertical, X } from 'lucide'
import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react'
import { MediaThumbnail } from '../../../components/portal/media-thumbnail'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { movedAnnouncement, moveItem } from '../portfolio-item-order'

interface PortfolioItemOrderProps {
  items: readonly string[]
  /** Every media item by id, for titles and thumbnails. */
  media: ReadonlyMap<string, AdminMediaItem>
  coverId: string | null
  onItemsChange: (items: string[]) => void
  onCoverChange: (id: string) => void
  onRemove: (id: string) => void
}

const iconButton = `${buttonClass('outline', 'touch')} min-w-11 px-2 disabled:opacity-40`

/**
 * The project's items in order. Moved by dragging the grip (mouse, pen or finger: pointer
 * events, not HTML drag and drop, which phones do not fire) or with the Move up / Move down
 * buttons; each move is announced. The cover is a radio per item.
 */
export function PortfolioItemOrder({
  items,
  media,
  coverId,
  onItemsChange,
  onCoverChange,
  onRemove,
}: PortfolioItemOrderProps) {
  const listRef = useRef<HTMLOListElement>(null)
  const [dragged, setDragged] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const titleOf = (id: string) => media.get(id)?.title ?? 'Item'
  const cover = coverId ?? items[0] ?? null

  function move(id: string, to: number, focusButton?: 'up' | 'down') {
    const from = items.indexOf(id)
    const next = moveItem(items, from, to)
    onItemsChange(next)
    setAnnouncement(movedAnnouncement(titleOf(id), next.indexOf(id) + 1, next.length))
    if (!focusButton) return
    // The row moved: keep the focus on its button, or on the other one at either end.
    requestAnimationFrame(() => {
      const row = [...(listRef.current?.querySelectorAll('[data-item]') ?? [])].find(
        (one) => one.getAttribute('data-item') === id,
      )
      const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focusButton}"]`)
      const other = row?.querySelector<HTMLButtonElement>(
        `[data-move="${focusButton === 'up' ? 'down' : 'up'}"]`,
      )
      ;(wanted && !wanted.disabled ? wanted : other)?.focus()
    })
  }

  function startDrag(event: ReactPointerEvent<HTMLElement>, id: string) {
    if (event.button !== 0) return
    event.preventDefault()
    setDragged(id)
  }

  // Followed on the window, not the grip: reordering moves the grip's row in the page, and a
  // moved element can lose the pointer (and its pointerup) on the way.
  useEffect(() => {
    if (!dragged) return
    function drag(event: PointerEvent) {
      if (!dragged || !listRef.current) return
      const rows = [...listRef.current.querySelectorAll<HTMLElement>('[data-item]')]
      // The first row whose middle is below the pointer is where the dragged item goes.
      const below = rows.findIndex((row) => {
        const box = row.getBoundingClientRect()
        return event.clientY < box.top + box.height / 2
      })
      const to = below < 0 ? rows.length - 1 : below
      const from = items.indexOf(dragged)
      if (to !== from) onItemsChange(moveItem(items, from, to))
    }
    function drop() {
      if (!dragged) return
      setAnnouncement(
        movedAnnouncement(
          media.get(dragged)?.title ?? 'Item',
          items.indexOf(dragged) + 1,
          items.length,
        ),
      )
      setDragged(null)
    }
    window.addEventListener('pointermove', drag)
    window.addEventListener('pointerup', drop)
    window.addEventListener('pointercancel', drop)
    return () => {
      window.removeEventListener('pointermove', drag)
      window.removeEventListener('pointerup', drop)
      window.removeEventListener('pointercancel', drop)
    }
  }, [dragged, items, media, onItemsChange])

  return (
    <>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol ref={listRef} className="space-y-3" aria-label="Items in order">
        {items.map((id, index) => {
          const item = media.get(id)
          const title = titleOf(id)
          return (
            <li
              key={id}
              data-item={id}
              className={`rounded-xl border bg-white p-3 ${
                dragged === id ? 'border-brand-700 shadow-lg ring-2 ring-brand-700' : 'border-line'
              }`}
            >
              <div className="flex items-center gap-3">
                <span
                  role="presentation"
                  title="Drag to reorder"
                  data-drag-handle
                  onPointerDown={(event) => startDrag(event, id)}
                  className="flex min-h-11 min-w-11 cursor-grab touch-none items-center justify-center rounded-lg text-ink-muted active:cursor-grabbing"
                >
                  <Icon drawing={GripVertical} aria-hidden="true" className="size-6" />
                </span>
                {item ? <MediaThumbnail item={item} /> : null}
                <div className="min-w-0 flex-1">
                  <p className="font-semibold break-words text-brand-950">
                    <span className="text-ink-muted">{index + 1}.</span> {title}
                  </p>
                  <p className="text-sm text-ink-muted">
                    {item?.fileType === 'video' ? 'Video' : 'Photo'}
                    {item && item.status !== 'ready' ? ` · ${item.status}` : ''}
                  </p>
                </div>
              </div>
              <div className="mt-3 flex flex-wrap items-center gap-2">
                <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm font-semibold text-brand-950">
                  <input
                    type="radio"
                    name="portfolio-cover"
                    checked={cover === id}
                    onChange={() => onCoverChange(id)}
                    className="size-5 accent-brand-900"
                  />
                  Cover
                  <span className="sr-only"> of the project: {title}</span>
                </label>
                {(['up', 'down'] as const).map((direction) => {
                  const to = direction === 'up' ? index - 1 : index + 1
                  return (
                    <button
                      key={direction}
                      type="button"
                      data-move={direction}
                      disabled={to < 0 || to >= items.length}
                      onClick={() => move(id, to, direction)}
                      aria-label={`Move “${title}” ${direction}`}
                      className={iconButton}
                    >
                      <Icon
                        drawing={direction === 'up' ? ArrowUp : ArrowDown}
                        aria-hidden="true"
                        className="size-5"
                      />
                    </button>
                  )
                })}
                <button
                  type="button"
                  onClick={() => onRemove(id)}
                  aria-label={`Remove “${title}” from the project`}
                  className={`${iconButton} ml-auto`}
                >
                  <Icon drawing={X} aria-hidden="true" className="size-5" />
                </button>
              </div>
            </li>
          )
        })}
      </ol>
    </>
  )
}
