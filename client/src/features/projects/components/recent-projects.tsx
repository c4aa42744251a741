import { Link, useSearch } from '@tanstack/react-router'
import { ArrowRight, Upload } from 'lucide-react'
import { useId } from 'react'
import { useUrlListViewer } from '../../../components/media-viewer/use-url-list-viewer'
import { SectionHeading } from '../../../components/section-heading'
import { buttonClass } from '../../../components/ui/button-class'
import { useLinkedProject, useNewestProjects, useProjectSample } from '../api/get-projects'
import { ProjectCard } from './project-card'
import { ProjectGrid } from './project-grid'
import { ProjectGridSkeleton } from './project-grid-skeleton'
import { ProjectViewer } from './project-viewer'
import { toastMissingItem } from './toast-missing-item'

const visitorCount = 8
const adminCount = 12
const visitorRefreshMs = 180_000

interface RecentProjectsProps {
  adminMode?: boolean
}

export function RecentProjects({ adminMode = false }: RecentProjectsProps) {
  const headingId = useId()
  // Visitors get a random choice made by the server on every request (so the bytes do not grow
  // with the portfolio), fetched after mount: prerendered HTML and hydration agree.
  const sample = useProjectSample(visitorCount, visitorRefreshMs, !adminMode)
  const newest = useNewestProjects(adminCount, adminMode)
  const items = adminMode ? newest.data : sample.data
  // A shared `?item=` link may name a project outside today's random eight.
  const itemId = useSearch({ strict: false, select: (search) => search.item })
  const { linked, pending } = useLinkedProject(itemId, items)
  const viewer = useUrlListViewer(items, {
    lookup: linked ? [linked] : undefined,
    lookupPending: pending,
    onMissing: toastMissingItem,
  })

  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} title="Our Recent Projects" />
        {adminMode ? (
          <div className="mt-6 text-center">
            <Link to="/admin-portal" className={buttonClass('primary')}>
              <Upload aria-hidden="true" className="size-5" />
              Upload Media
            </Link>
          </div>
        ) : null}

        <div className="mt-12">
          {!items ? (
            <ProjectGridSkeleton count={visitorCount} />
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-6 rounded-2xl border border-dashed border-line bg-surface-muted px-6 py-14 text-center">
              <p className="text-lg text-ink-muted">No projects uploaded yet.</p>
              {adminMode ? (
                <Link to="/admin-portal" className={buttonClass('accent')}>
                  <Upload aria-hidden="true" className="size-5" />
                  Upload Your First Project
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
        </div>

        <div className="mt-12 text-center">
          <Link to="/gallery" className={buttonClass('outline')}>
            View All Categories
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
      <ProjectViewer viewer={viewer} />
    </section>
  )
}
