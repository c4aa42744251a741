import { Suspense } from 'react'
import { lazyComponent } from '../../lib/lazy-component'
import type { MediaViewerProps } from './media-viewer'

// A separate chunk, fetched on the first open: nobody needs it before clicking a card.
const MediaViewer = lazyComponent(
  () => import('./media-viewer'),
  (module) => module.MediaViewer,
)

/** The media viewer, loaded on demand; renders (and loads) nothing until it is opened. */
export function LazyMediaViewer(props: MediaViewerProps) {
  if (!props.open) return null
  return (
    <Suspense fallback={<LoadingOverlay />}>
      <MediaViewer {...props} />
    </Suspense>
  )
}

/** Only seen on a slow connection, between the click and the chunk's arrival. */
function LoadingOverlay() {
  return (
    <div
      role="status"
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/80 text-white"
    >
      Loading…
    </div>
  )
}
