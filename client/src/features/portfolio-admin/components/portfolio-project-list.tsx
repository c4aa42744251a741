import type { AdminMediaItem } from '@site/contract/media-admin'
import type { AdminPortfolioProject } from '@site/contract/portfolio'
import { Pencil } from 'lucide'
import { useId } from 'react'
import { ActionButton } from '../../../components/portal/action-button'
import { MediaThumbnail } from '../../../components/portal/media-thumbnail'
import { PortfolioStateBadge } from './portfolio-state-badge'

interface PortfolioProjectListProps {
  projects: readonly AdminPortfolioProject[]
  media: ReadonlyMap<string, AdminMediaItem>
  onEdit: (id: string) => void
}

/** Every portfolio project: cover, title, draft or published, how many items. */
export function PortfolioProjectList({ projects, media, onEdit }: PortfolioProjectListProps) {
  if (projects.length === 0) {
    return <p className="text-ink-muted">No portfolio projects yet.</p>
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {projects.map((project) => (
        <li key={project.id}>
          <MediaCard project={project} media={media} onEdit={onEdit} />
        </li>
      ))}
    </ul>
  )
}

function MediaCard({
  project,
  media,
  onEdit,
}: {
  project: AdminPortfolioProject
  media: ReadonlyMap<string, AdminMediaItem>
  onEdit: (id: string) => void
}) {
  const titleId = useId()
  const coverId = project.coverId ?? project.items[0]
  const cover = coverId ? media.get(coverId) : undefined
  const count = project.items.length
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-2xl border border-line bg-white p-4 shadow-sm"
    >
      <div className="flex gap-4">
        {cover ? (
          <MediaThumbnail item={cover} />
        ) : (
          <span className="size-20 shrink-0 rounded-lg bg-brand-50 sm:size-24" />
        )}
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg font-bold break-words text-brand-950">
            {project.title}
          </h3>
          <p className="text-sm text-ink-muted">
            {count === 1 ? '1 item' : `${count} items`}
            {project.area ? ` · ${project.area}` : ''}
          </p>
          <div className="mt-2">
            <PortfolioStateBadge published={project.published} />
          </div>
        </div>
      </div>
      <div className="mt-4">
        <ActionButton icon={Pencil} onClick={() => onEdit(project.id)} aria-describedby={titleId}>
          Edit
        </ActionButton>
      </div>
    </article>
  )
}
