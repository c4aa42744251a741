import { useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { PageSection } from '../../../components/page-section'
import { lazyComponent } from '../../../lib/lazy-component'
import { onlyWhen } from '../../../lib/query-client'
import { useNearViewport } from '../../../lib/use-near-viewport'
import { useStartedAfterMount } from '../../../lib/use-started-after-mount'
import { portfolioListQueryOptions } from '../api/get-portfolio'

// Only shown once the list has answered, asked for when its place comes near the screen: its
// cards are not part of the home page's first load (decisions 035, 070).
const PortfolioCard = lazyComponent(
  () => import('./portfolio-card'),
  (module) => module.PortfolioCard,
)

const shown = 3

/**
 * The home page's row of the latest published projects, linking to `/projects`; nothing at all
 * while there are none (or the list cannot be had). Asked for after hydration, like the random
 * photos above it, so the home page the server sends stays the same for everyone.
 */
export function FeaturedPortfolio() {
  const started = useStartedAfterMount()
  const [near, setNear] = useState(false)
  const place = useNearViewport<HTMLDivElement>(() => setNear(true), { enabled: started && !near })
  // Without IntersectionObserver nothing tells when the place is near: asked for at once.
  const wanted = near || typeof IntersectionObserver === 'undefined'
  const projects = useQuery({ ...portfolioListQueryOptions({}), ...onlyWhen(started && wanted) })
  const latest = projects.data?.slice(0, shown) ?? []
  // An empty mark, no height, where the row will be.
  if (latest.length === 0) return projects.data ? null : <div ref={place} />
  return (
    // Below the recent photos: the row appears whole once its cards can be drawn.
    <Suspense fallback={null}>
      <PageSection
        title="Recent projects, start to finish"
        lead="Where, what we did, and how it looked before and after."
        band="muted"
        more={{ to: '/projects', text: 'See all projects' }}
      >
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {latest.map((project) => (
            <li key={project.slug}>
              <PortfolioCard project={project} />
            </li>
          ))}
        </ul>
      </PageSection>
    </Suspense>
  )
}
