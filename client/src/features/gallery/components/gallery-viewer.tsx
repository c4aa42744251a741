import type { MediaItem } from '@site/contract/media-items'
import { LazyMediaViewer } from '../../../components/media-viewer/lazy-media-viewer'
import type { ListViewer } from '../../../components/media-viewer/use-url-list-viewer'
import { useSiteSettings } from '../../../lib/site-settings'
import { whatsAppLink } from '../../../lib/whatsapp'
import { downloadUrlOf, pictureAlt, srcSetOf } from '../media-sources'

/** The full-screen viewer over a list of media items, while one of them is open. */
export function GalleryViewer({ viewer }: { viewer: ListViewer<MediaItem> }) {
  const shown = viewer.current
  const { whatsapp } = useSiteSettings().contact
  if (!shown) return null
  return (
    <LazyMediaViewer
      open
      onClose={viewer.close}
      mediaUrl={shown.image}
      mediaType={shown.fileType}
      srcSet={shown.fileType === 'image' ? srcSetOf(shown) : undefined}
      poster={shown.poster ?? undefined}
      captionsUrl={shown.captions ?? undefined}
      askUrl={whatsAppLink(whatsapp, { kind: 'project', title: shown.title })}
      downloadUrl={downloadUrlOf(shown)}
      title={shown.title}
      alt={pictureAlt(shown)}
      onPrevious={viewer.previous}
      onNext={viewer.next}
      hasPrevious={viewer.hasPrevious}
      hasNext={viewer.hasNext}
      currentIndex={viewer.index}
      totalCount={viewer.count}
    />
  )
}
