import { useQuery } from '@tanstack/react-query'
import { Suspense, useEffect } from 'react'
import { PageSection } from '../../../components/page-section'
import { lazyComponent } from '../../../lib/lazy-component'
import { onlyWhen } from '../../../lib/query-client'
import { useStartedAfterMount } from '../../../lib/use-started-after-mount'
import { portfolioListQueryOptions } from '../api/get-portfolio'

// Only shown once the list has answered, after hydration: its cards are not part of the home
// page's first load (decision 035). Fetched while the list is asked for.
const { Component: PortfolioCard, preload: preloadPortfolioCard } = lazyComponent(
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
  const projects = useQuery({ ...portfolioListQueryOptions({}), ...onlyWhen(started) })
  useEffect(preloadPortfolioCard, [])
  const latest = projects.data?.slice(0, shown) ?? []
  if (latest.length === 0) return null
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
