import { captionRules } from '@site/contract/captions'
import { type Dispatch, useEffect, useRef, useState } from 'react'
import { useStageGestures } from './use-stage-gestures'
import { canPan, type ViewerAction, type ViewerState } from './viewer-state'

interface MediaStageProps {
  mediaUrl: string
  mediaType: 'image' | 'video'
  /** Other widths of the picture (`srcset` syntax). */
  srcSet?: string
  poster?: string
  /** A video's WebVTT captions, offered as a track (on by default). */
  captionsUrl?: string
  title: string
  /** The picture's `alt`; the title when not given. */
  alt?: string
  state: ViewerState
  dispatch: Dispatch<ViewerAction>
  onSwipe: (direction: 'previous' | 'next') => void
}

/** The picture (zoomable, draggable, pinchable, swipeable) or the video player. */
export function MediaStage({ mediaUrl, mediaType, poster, captionsUrl, ...rest }: MediaStageProps) {
  return mediaType === 'video' ? (
    // Not gesture-driven: the player's own controls need their drags and taps.
    <div className="flex min-h-0 flex-1 items-center justify-center p-2 sm:p-4">
      {/* biome-ignore lint/a11y/useMediaCaption: the track is there when staff attached captions; many site videos have no speech */}
      <video
        key={mediaUrl}
        src={mediaUrl}
        poster={poster}
        aria-label={rest.title}
        controls
        autoPlay
        playsInline
        className="max-h-full max-w-full"
      >
        {captionsUrl ? (
          <track
            kind="captions"
            src={captionsUrl}
            srcLang={captionRules.language}
            label={captionRules.label}
            default
          />
        ) : null}
      </video>
    </div>
  ) : (
    // Keyed, so a new picture starts without the previous one's load error.
    <ImageStage key={mediaUrl} mediaUrl={mediaUrl} {...rest} />
  )
}

function ImageStage({
  mediaUrl,
  srcSet,
  title,
  alt = title,
  state,
  dispatch,
  onSwipe,
}: Omit<MediaStageProps, 'mediaType' | 'poster'>) {
  const stageRef = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const gestures = useStageGestures({ zoom: state.zoom, dispatch, onSwipe })

  // React listens to wheel passively; this one must stop the page from scrolling behind.
  useEffect(() => {
    const stage = stageRef.current
    if (!stage) return
    const onWheel = (event: WheelEvent) => {
      event.preventDefault()
      dispatch({ type: 'wheel', deltaY: event.deltaY })
    }
    stage.addEventListener('wheel', onWheel, { passive: false })
    return () => stage.removeEventListener('wheel', onWheel)
  }, [dispatch])

  const cursor = canPan(state) ? (state.dragging ? 'cursor-grabbing' : 'cursor-grab') : ''
  return (
    <div
      ref={stageRef}
      className={`flex min-h-0 flex-1 touch-none items-center justify-center overflow-hidden select-none ${cursor}`}
      {...gestures}
    >
      {failed ? (
        <p className="px-6 text-center text-brand-200">This picture could not be loaded.</p>
      ) : (
        <img
          src={mediaUrl}
          srcSet={srcSet}
          // The stage fills the screen; zooming in does not fetch a larger file.
          sizes={srcSet ? '100vw' : undefined}
          alt={alt}
          draggable={false}
          onError={() => setFailed(true)}
          className={`max-h-full max-w-full object-contain ${state.dragging ? '' : 'motion-safe:transition-transform motion-safe:duration-150'}`}
          style={{
            transform: `translate(${state.pan.x}px, ${state.pan.y}px) scale(${state.zoom})`,
          }}
        />
      )}
    </div>
  )
}
