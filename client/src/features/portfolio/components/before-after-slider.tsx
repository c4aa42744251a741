import type { MediaItem } from '@site/contract/media-items'
import { type KeyboardEvent, type PointerEvent, useRef, useState } from 'react'
import { pictureAlt, srcSetOf } from '../../gallery/media-sources'
import { sliderValueAfterKey, sliderValueAt, sliderValueText } from '../slider-value'

interface BeforeAfterSliderProps {
  before: MediaItem
  after: MediaItem
  /** Names the comparison for screen readers ("Kitchen rewiring"). */
  label: string
}

const photoSizes = '(min-width: 1024px) 48rem, 100vw'

/**
 * Two photos of the same place, the before photo drawn over the after photo up to a divider that
 * the visitor drags or moves with the keyboard (a `role="slider"` handle). The box keeps the
 * after photo's aspect ratio before anything loads, so nothing below it moves; without
 * JavaScript it shows half of each.
 */
export function BeforeAfterSlider({ before, after, label }: BeforeAfterSliderProps) {
  const [value, setValue] = useState(50)
  const box = useRef<HTMLDivElement>(null)
  const dragging = useRef(false)
  const ratio = after.width && after.height ? `${after.width} / ${after.height}` : '4 / 3'

  const moveTo = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect()
    if (rect) setValue(sliderValueAt(clientX, rect.left, rect.width))
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    dragging.current = true
    event.currentTarget.setPointerCapture(event.pointerId)
    moveTo(event.clientX)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX)
  }
  const stopDragging = () => {
    dragging.current = false
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = sliderValueAfterKey(value, event.key)
    if (next === undefined) return
    event.preventDefault()
    setValue(next)
  }

  return (
    <figure className="m-0">
      <div
        ref={box}
        className="relative touch-pan-y rounded-2xl bg-surface-muted select-none"
        style={{ aspectRatio: ratio }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={stopDragging}
        onPointerCancel={stopDragging}
        data-testid="before-after"
      >
        {/* The photos are clipped to the rounded box; the handle is not, so it stays whole at
            either end. */}
        <div className="absolute inset-0 overflow-hidden rounded-2xl">
          <ComparedPhoto item={after} alt={`After: ${pictureAlt(after)}`} />
          <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - value}% 0 0)` }}>
            <ComparedPhoto item={before} alt={`Before: ${pictureAlt(before)}`} />
          </div>
        </div>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 w-1 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.3)]"
          // At either end the line would hang over the box's rounded edge; the knob shows it.
          style={{ left: `${value}%`, opacity: value === 0 || value === 100 ? 0 : 1 }}
        />
        <span className="pointer-events-none absolute top-3 left-3 rounded-full bg-brand-950/80 px-3 py-1 text-sm font-semibold text-white">
          Before
        </span>
        <span className="pointer-events-none absolute top-3 right-3 rounded-full bg-brand-950/80 px-3 py-1 text-sm font-semibold text-white">
          After
        </span>
        <div
          role="slider"
          tabIndex={0}
          aria-label={`Before and after: ${label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value}
          aria-valuetext={sliderValueText(value)}
          aria-orientation="horizontal"
          onKeyDown={onKeyDown}
          className="group absolute inset-y-0 w-11 -translate-x-1/2 cursor-ew-resize focus-visible:outline-none"
          // The knob stays inside the box at either end; the line above shows the exact place.
          style={{ left: `clamp(1.375rem, ${value}%, calc(100% - 1.375rem))` }}
        >
          <span
            aria-hidden="true"
            className="absolute top-1/2 left-1/2 flex size-11 -translate-1/2 items-center justify-center rounded-full border-2 border-brand-950 bg-white text-lg font-bold text-brand-950 shadow-md group-focus-visible:outline-3 group-focus-visible:outline-offset-2 group-focus-visible:outline-(--focus-ring)"
          >
            ⇔
          </span>
        </div>
      </div>
      <figcaption className="mt-2 text-sm text-ink-muted">
        Drag the handle, or focus it and use the arrow keys, to compare before and after.
      </figcaption>
    </figure>
  )
}

function ComparedPhoto({ item, alt }: { item: MediaItem; alt: string }) {
  const srcSet = srcSetOf(item)
  return (
    <img
      src={item.image}
      srcSet={srcSet}
      sizes={srcSet ? photoSizes : undefined}
      alt={alt}
      width={item.width ?? undefined}
      height={item.height ?? undefined}
      draggable={false}
      loading="lazy"
      decoding="async"
      className="absolute inset-0 size-full object-cover"
    />
  )
}
