import type { MediaItem } from '@site/contract/media-items'
import { Link, useSearch } from '@tanstack/react-router'
import { Upload } from 'lucide-react'
import { useUrlListViewer } from '../../../components/media-viewer/use-url-list-viewer'
import { buttonClass } from '../../../components/ui/button-class'
import { useLinkedProject } from '../api/get-projects'
import { ProjectCard } from './project-card'
import { ProjectGrid } from './project-grid'
import { ProjectViewer } from './project-viewer'
import { toastMissingItem } from './toast-missing-item'

interface RecentProjectItemsProps {
  items: MediaItem[]
  adminMode: boolean
}

/**
 * The recent projects once their list has answered: the cards and the viewer they open (also
 * from a shared `?item=` link), or what to do while there are none.
 */
export function RecentProjectItems({ items, adminMode }: RecentProjectItemsProps) {
  // A shared `?item=` link may name a project outside today's random eight.
  const itemId = useSearch({ strict: false, select: (search) => search.item })
  const { linked, pending } = useLinkedProject(itemId, items)
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
              <Upload aria-hidden="true" className="size-5" />
              Upload Your First MediaItem
            </Link>
          ) : null}
        </div>
      ) : (
        <ProjectGrid>
          {items.map((item, index) => (
            <li key={item.id}>
              <ProjectCard item={item} onOpen={() => viewer.open(index, items)} />
            </li>
          ))}
        </ProjectGrid>
      )}
      <ProjectViewer viewer={viewer} />
    </>
  )
}
