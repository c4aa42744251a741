import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { site } from '../config/site'
import { portfolioListQueryOptions } from '../features/portfolio/api/get-portfolio'
import { PortfolioList } from '../features/portfolio/components/portfolio-list'
import { parsePortfolioSearch } from '../features/portfolio/portfolio-search'
import { pageHead } from '../lib/page-head'

// Rendered on request by the API, like /projects/$slug. The whole published list is loaded once
// and filtered here, so the filter links can offer every category and area there is.
export const Route = createFileRoute('/projects/')({
  validateSearch: parsePortfolioSearch,
  loader: ({ context }) => context.queryClient.ensureQueryData(portfolioListQueryOptions({})),
  head: ({ match }) =>
    pageHead({
      title: 'Our Projects',
      description: `Finished jobs by ${site.name}, each with its story, photos and before and after: electrical, solar, building and renovation work.`,
      path: '/projects',
      publicUrl: match.context.publicUrl,
    }),
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
        <PortfolioList projects={Route.useLoaderData()} search={Route.useSearch()} />
      </div>
    </>
  )
}
