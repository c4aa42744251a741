import { ChevronLeft, ChevronRight, Download, MessageCircle, X } from 'lucide'
import { type KeyboardEvent, useEffect, useId, useReducer, useRef, useState } from 'react'
import { ContactLink } from '../ui/contact-link'
import { Icon } from '../ui/icon'
import { MediaStage } from './media-stage'
import { useModalDialog } from './use-modal-dialog'
import { ViewerButton, viewerButtonClass } from './viewer-button'
import { initialViewerState, viewerReducer } from './viewer-state'
import { ZoomControls } from './zoom-controls'

/** Controlled: the parent owns which item is shown and whether the viewer is open. */
export interface MediaViewerProps {
  open: boolean
  onClose: () => void
  mediaUrl: string
  mediaType: 'image' | 'video'
  title: string
  /** What the picture shows, as its `alt`; the title when not given. */
  alt?: string
  onPrevious: () => void
  onNext: () => void
  hasPrevious: boolean
  hasNext: boolean
  /** Zero-based; with `totalCount` it shows "n of total". */
  currentIndex?: number
  totalCount?: number
  /** The file to download; `mediaUrl` when not given. */
  downloadUrl?: string
  /** The picture in several widths (`srcset` syntax); the browser picks one for the screen. */
  srcSet?: string
  /** A video's still frame, shown until it plays. */
  poster?: string
  /** A video's WebVTT captions. */
  captionsUrl?: string
  /** A link that asks the company about what is shown (WhatsApp with a prefilled message). */
  askUrl?: string
}

/** Full-screen viewer for one photo or video (specification §2 "Media viewer"). */
export function MediaViewer({ open, ...viewer }: MediaViewerProps) {
  // Nothing at all while closed; mounting shows the modal, unmounting hands focus back.
  return open ? <ViewerDialog {...viewer} /> : null
}

const arrows = {
  previous: { label: 'Previous', drawing: ChevronLeft, side: 'left-2 sm:left-4' },
  next: { label: 'Next', drawing: ChevronRight, side: 'right-2 sm:right-4' },
}

/** The large arrows at the sides of the photo or video. */
function ArrowButton({
  direction,
  onClick,
}: {
  direction: keyof typeof arrows
  onClick: () => void
}) {
  const { label, drawing, side } = arrows[direction]
  return (
    <ViewerButton
      label={label}
      drawing={drawing}
      className={`absolute top-1/2 size-12 -translate-y-1/2 bg-black/50 sm:size-14 ${side}`}
      iconClassName="size-8"
      onClick={onClick}
    />
  )
}

/** Keys that belong to the focused control (the video's seek bar), not to the viewer. */
const ownsArrowKeys = (target: EventTarget) =>
  target instanceof HTMLVideoElement || target instanceof HTMLInputElement

function ViewerDialog({
  onClose,
  onPrevious,
  onNext,
  hasPrevious,
  hasNext,
  currentIndex,
  totalCount,
  downloadUrl,
  askUrl,
  // What is shown: the stage draws it.
  ...media
}: Omit<MediaViewerProps, 'open'>) {
  const { mediaUrl, mediaType, title } = media
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useModalDialog(dialogRef, onClose)

  const [state, dispatch] = useReducer(viewerReducer, initialViewerState)
  // New media starts at 100% at the origin, in the same render (no frame of the old zoom).
  const [shownUrl, setShownUrl] = useState(mediaUrl)
  if (shownUrl !== mediaUrl) {
    setShownUrl(mediaUrl)
    dispatch({ type: 'mediaChanged' })
  }

  // Never past either end, whatever asks (keys, swipes).
  const previous = () => {
    if (hasPrevious) onPrevious()
  }
  const next = () => {
    if (hasNext) onNext()
  }

  // At either end the arrow that had focus disappears; keep focus inside the dialog.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when an arrow may have vanished
  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus()
  }, [hasPrevious, hasNext])

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      if (ownsArrowKeys(event.target)) return
      event.preventDefault()
      if (event.key === 'ArrowLeft') previous()
      else next()
    } else if (mediaType === 'image') {
      const action = zoomKeys[event.key]
      if (action) dispatch({ type: action })
    }
  }

  const counter =
    currentIndex !== undefined && totalCount !== undefined
      ? `${currentIndex + 1} of ${totalCount}`
      : null

  return (
    // tabIndex -1: the dialog itself takes focus on opening and when the focused arrow vanishes.
    // Plain divs, not <header>/<footer>: those would be page-level landmarks here.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className="surface-dark fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none flex-col border-0 bg-black/95 p-0 text-white opacity-100 open:flex outline-none backdrop:bg-black/80 starting:opacity-0 motion-safe:transition-opacity motion-safe:duration-200"
    >
      <div className="flex items-center gap-2 px-3 py-2 sm:px-6 sm:py-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-base font-semibold sm:text-lg">
            {title}
          </h2>
          {counter ? <p className="text-sm text-brand-200">{counter}</p> : null}
        </div>
        {askUrl ? (
          <ContactLink
            channel="whatsapp"
            href={askUrl}
            aria-label="Ask about this on WhatsApp"
            title="Ask about this on WhatsApp"
            className={viewerButtonClass}
          >
            <Icon drawing={MessageCircle} aria-hidden="true" className="size-6" />
          </ContactLink>
        ) : null}
        <a
          href={downloadUrl ?? mediaUrl}
          download
          aria-label="Download"
          title="Download"
          className={viewerButtonClass}
        >
          <Icon drawing={Download} aria-hidden="true" className="size-6" />
        </a>
        <ViewerButton label="Close" drawing={X} iconClassName="size-7" onClick={onClose} />
      </div>

      <div className="relative flex min-h-0 flex-1">
        <MediaStage
          {...media}
          state={state}
          dispatch={dispatch}
          onSwipe={(direction) => (direction === 'next' ? next() : previous())}
        />
        {hasPrevious ? <ArrowButton direction="previous" onClick={onPrevious} /> : null}
        {hasNext ? <ArrowButton direction="next" onClick={onNext} /> : null}
      </div>

      {mediaType === 'image' ? (
        <div className="flex flex-col items-center gap-1 px-3 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))]">
          <ZoomControls state={state} dispatch={dispatch} />
          {/* The hint for the pointer the visitor has: a phone has no mouse wheel. */}
          <p className="text-center text-xs text-brand-200 pointer-coarse:hidden sm:text-sm">
            Mouse wheel to zoom, click and drag to pan when zoomed
          </p>
          <p className="hidden text-center text-xs text-brand-200 pointer-coarse:block sm:text-sm">
            Pinch to zoom, drag to pan when zoomed, swipe for the next one
          </p>
        </div>
      ) : null}
    </dialog>
  )
}

const zoomKeys: Partial<Record<string, 'zoomIn' | 'zoomOut' | 'reset'>> = {
  '+': 'zoomIn',
  '=': 'zoomIn',
  '-': 'zoomOut',
  '0': 'reset',
}
