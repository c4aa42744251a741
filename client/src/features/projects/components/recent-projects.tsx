import type { Project } from '@site/contract/projects'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Upload } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useUrlListViewer } from '../../../components/media-viewer/use-url-list-viewer'
import { SectionHeading } from '../../../components/section-heading'
import { buttonClass } from '../../../components/ui/button-class'
import { useProjects } from '../api/get-projects'
import { pickRandom, takeFirst } from '../select-projects'
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
  const { data, dataUpdatedAt } = useProjects({
    refetchInterval: adminMode ? false : visitorRefreshMs,
  })

  // Visitors see a random choice, made after mount so prerendered HTML and hydration agree.
  const [randomPick, setRandomPick] = useState<Project[] | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: pick again on every refresh, even when structural sharing keeps the same array
  useEffect(() => {
    if (!adminMode && data) setRandomPick(pickRandom(data, visitorCount))
  }, [adminMode, data, dataUpdatedAt])

  const items = adminMode ? data && takeFirst(data, adminCount) : randomPick
  // A shared `?item=` link may name a project outside today's random eight.
  const viewer = useUrlListViewer(items ?? undefined, { lookup: data, onMissing: toastMissingItem })

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
