import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { SectionHeading } from '../../../components/section-heading'
import { buttonClass } from '../../../components/ui/button-class'
import { portfolioListQueryOptions } from '../api/get-portfolio'
import { PortfolioCard } from './portfolio-card'

const shown = 3

/**
 * The home page's row of the latest published projects, linking to `/projects`; nothing at all
 * while there are none (or the list cannot be had). Asked for after hydration, like the random
 * photos above it, so the prerendered home page stays the same for everyone.
 */
export function FeaturedPortfolio() {
  const headingId = useId()
  const projects = useQuery(portfolioListQueryOptions({}))
  const latest = projects.data?.slice(0, shown) ?? []
  if (latest.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="bg-surface-muted py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          title="Recent projects, start to finish"
          lead="Where, what we did, and how it looked before and after."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {latest.map((project) => (
            <li key={project.slug}>
              <PortfolioCard project={project} />
            </li>
          ))}
        </ul>
        <div className="mt-12 text-center">
          <Link to="/projects" className={buttonClass('outline')}>
            See all projects
            <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  )
}
