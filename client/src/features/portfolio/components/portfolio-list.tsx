import type { PortfolioSummary } from '@site/contract/portfolio'
import { Link } from '@tanstack/react-router'
import { buttonClass } from '../../../components/ui/button-class'
import { MediaGrid } from '../../gallery/components/media-grid'
import { gridImageLoading } from '../../gallery/media-sources'
import { filterChoices, filterPortfolio, type PortfolioSearch } from '../portfolio-search'
import { PortfolioCard } from './portfolio-card'
import { PortfolioFilters } from './portfolio-filters'

interface PortfolioListProps {
  /** Every published project; the filters pick from them. */
  projects: PortfolioSummary[]
  search: PortfolioSearch
}

/** `/projects`: the published projects as cards, filtered by category and area. */
export function PortfolioList({ projects, search }: PortfolioListProps) {
  const shown = filterPortfolio(projects, search)
  if (projects.length === 0) {
    return (
      <div className="flex flex-col items-center gap-6 rounded-2xl border border-dashed border-line bg-surface-muted px-6 py-14 text-center">
        <p className="text-lg text-ink-muted">No projects published yet.</p>
        <Link to="/gallery" className={buttonClass('outline')}>
          See the gallery
        </Link>
      </div>
    )
  }
  return (
    <>
      <PortfolioFilters
        categories={filterChoices(projects, 'category')}
        areas={filterChoices(projects, 'area')}
        current={search}
      />
      <p role="status" className="mt-6 text-ink-muted">
        {shown.length === 1 ? '1 project' : `${shown.length} projects`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 text-lg">
          No project matches these filters.{' '}
          <Link to="/projects" className="font-semibold text-brand-800 underline">
            Show all projects
          </Link>
        </p>
      ) : (
        <>
          <h2 className="sr-only">Projects</h2>
          <MediaGrid className="mt-6">
            {shown.map((project, index) => (
              <li key={project.slug}>
                <PortfolioCard project={project} imageLoading={gridImageLoading(index)} />
              </li>
            ))}
          </MediaGrid>
        </>
      )}
    </>
  )
}
