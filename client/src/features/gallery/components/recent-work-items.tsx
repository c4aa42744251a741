import type { MediaItem } from '@site/contract/media-items'
import { Link, useSearch } from '@tanstack/react-router'
import { Upload } from 'lucide'
import { useUrlListViewer } from '../../../components/media-viewer/use-url-list-viewer'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { useLinkedMediaItem } from '../api/get-media-items'
import { GalleryViewer } from './gallery-viewer'
import { MediaCard } from './media-card'
import { MediaGrid } from './media-grid'
import { toastMissingItem } from './toast-missing-item'

interface RecentWorkItemsProps {
  items: MediaItem[]
  adminMode: boolean
}

/**
 * The recent media items once their list has answered: the cards and the viewer they open (also
 * from a shared `?item=` link), or what to do while there are none.
 */
export function RecentWorkItems({ items, adminMode }: RecentWorkItemsProps) {
  // A shared `?item=` link may name an item outside today's random eight.
  const itemId = useSearch({ strict: false, select: (search) => search.item })
  const { linked, pending } = useLinkedMediaItem(itemId, items)
  const viewer = useUrlListViewer(items, {
    lookup: linked ? [linked] : undefined,
    lookupPending: pending,
    onMissing: toastMissingItem,
  })

  return (
    <>
      {items.length === 0 ? (
        <div className="flex flex-col items-center gap-6 rounded-2xl border border-dashed border-line bg-surface-muted px-6 py-14 text-center">
          <p className="text-lg text-ink-muted">No projects uploaded yet.</p>
          {adminMode ? (
            <Link to="/admin-portal" className={buttonClass('accent')}>
              <Icon drawing={Upload} aria-hidden="true" className="size-5" />
              Upload Your First Project
            </Link>
          ) : null}
        </div>
      ) : (
        <MediaGrid>
          {items.map((item, index) => (
            <li key={item.id}>
              <MediaCard item={item} onOpen={() => viewer.open(index, items)} />
            </li>
          ))}
        </MediaGrid>
      )}
      <GalleryViewer viewer={viewer} />
    </>
  )
}
