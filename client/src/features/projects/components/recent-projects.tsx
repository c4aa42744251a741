import { Link } from '@tanstack/react-router'
import { Upload } from 'lucide-react'
import { Suspense, useEffect } from 'react'
import { PageSection } from '../../../components/page-section'
import { buttonClass } from '../../../components/ui/button-class'
import { lazyComponent } from '../../../lib/lazy-component'
import { useStartedAfterMount } from '../../../lib/use-started-after-mount'
import { useNewestProjects, useProjectSample } from '../api/get-projects'
import { ProjectGridSkeleton } from './project-grid-skeleton'

// Drawn only once the list has answered, after hydration: the cards and the viewer are not part
// of the home page's first load (decision 037). Fetched while the list is asked for.
const { Component: RecentProjectItems, preload: preloadItems } = lazyComponent(
  () => import('./recent-project-items'),
  (module) => module.RecentProjectItems,
)

const visitorCount = 8
const adminCount = 12
const visitorRefreshMs = 180_000

interface RecentProjectsProps {
  adminMode?: boolean
}

export function RecentProjects({ adminMode = false }: RecentProjectsProps) {
  // Visitors get a random choice made by the server on every request (so the bytes do not grow
  // with the portfolio), fetched after mount: the server's HTML and hydration agree.
  const started = useStartedAfterMount()
  const sample = useProjectSample(visitorCount, visitorRefreshMs, !adminMode && started)
  const newest = useNewestProjects(adminCount, adminMode)
  const items = adminMode ? newest.data : sample.data
  useEffect(preloadItems, [])
  const skeleton = <ProjectGridSkeleton count={visitorCount} />

  return (
    <PageSection title="Our Recent Projects" more={{ to: '/gallery', text: 'View All Categories' }}>
      {adminMode ? (
        <div className="mt-6 text-center">
          <Link to="/admin-portal" className={buttonClass('primary')}>
            <Upload aria-hidden="true" className="size-5" />
            Upload Media
          </Link>
        </div>
      ) : null}

      <div className="mt-12">
        {items ? (
          <Suspense fallback={skeleton}>
            <RecentProjectItems items={items} adminMode={adminMode} />
          </Suspense>
        ) : (
          skeleton
        )}
      </div>
    </PageSection>
  )
}
