import { videosCategory } from '@site/contract/categories'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { useId } from 'react'
import { useUrlListViewer } from '../../../components/media-viewer/use-url-list-viewer'
import { buttonClass } from '../../../components/ui/button-class'
import { useProjects } from '../api/get-projects'
import { ProjectCard } from './project-card'
import { ProjectGrid } from './project-grid'
import { ProjectGridSkeleton } from './project-grid-skeleton'
import { ProjectViewer } from './project-viewer'
import { toastMissingItem } from './toast-missing-item'

/** The gallery's second view: the projects of one category, newest first, opening the viewer. */
export function CategoryProjects({ category }: { category: string }) {
  const headingId = useId()
  const { data: items } = useProjects({ category })
  const viewer = useUrlListViewer(items, { onMissing: toastMissingItem })
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2
              id={headingId}
              className="text-3xl font-bold tracking-tight break-words text-brand-950 sm:text-4xl"
            >
              {category}
            </h2>
            {category === videosCategory ? (
              <p className="mt-2 text-lg text-ink-muted">All video content in one place</p>
            ) : null}
          </div>
          <Link to="/gallery" search={{}} className={buttonClass('outline')}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            Back to Categories
          </Link>
        </div>
        <div className="mt-12">
          {!items ? (
            <ProjectGridSkeleton count={4} />
          ) : items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line bg-surface-muted px-6 py-14 text-center text-lg text-ink-muted">
              No projects found in this category.
            </p>
          ) : (
            <ProjectGrid>
              {items.map((item, index) => (
                <li key={item.id}>
                  <ProjectCard item={item} onOpen={() => viewer.open(index, items)} />
                </li>
              ))}
            </ProjectGrid>
          )}
        </div>
      </div>
      <ProjectViewer viewer={viewer} />
    </section>
  )
}
