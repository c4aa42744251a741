import { createFileRoute, notFound } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { portfolioListQueryOptions } from '../features/portfolio/api/get-portfolio'
import { PortfolioList } from '../features/portfolio/components/portfolio-list'
import {
  knownPortfolioFilter,
  parsePortfolioSearch,
  portfolioFilterKey,
} from '../features/portfolio/portfolio-search'
import { pageHead } from '../lib/page-head'
import { siteSettingsOf } from '../lib/site-settings'

// Rendered on request by the API, like /projects/$slug. The whole published list is loaded once
// and filtered here, so the filter links can offer every category and area there is.
export const Route = createFileRoute('/projects/')({
  validateSearch: parsePortfolioSearch,
  // Every spelling of a filter is one page (the API keys its rendered pages alike); a filter that
  // names no category or area there is, is not found (issue 32).
  loaderDeps: ({ search }) => portfolioFilterKey(search),
  loader: async ({ context, deps }) => {
    const projects = await context.queryClient.ensureQueryData(portfolioListQueryOptions({}))
    const filter = knownPortfolioFilter(projects, deps)
    if (!filter) throw notFound()
    return { projects, search: filter }
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return {}
    const site = siteSettingsOf(match.context.queryClient)
    return pageHead(match, {
      title: 'Our Projects',
      description: `Finished jobs by ${site.name}, each with its story, photos and before and after.`,
      path: '/projects',
    })
  },
  component: ProjectsPage,
})

function ProjectsPage() {
  return (
    <>
      <PageHero
        title="Our Projects"
        lead="Whole jobs from start to finish: where, what we did, and how it looked before and after."
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <PortfolioList {...Route.useLoaderData()} />
      </div>
    </>
  )
}
