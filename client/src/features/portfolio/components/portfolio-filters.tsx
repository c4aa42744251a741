import { Link } from '@tanstack/react-router'
import type { PortfolioSearch } from '../portfolio-search'

interface PortfolioFiltersProps {
  categories: string[]
  areas: string[]
  current: PortfolioSearch
}

const chip =
  'inline-flex min-h-10 items-center rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors'
const chipOff = `${chip} border-line bg-white text-ink hover:border-brand-700`
const chipOn = `${chip} border-brand-900 bg-brand-900 text-white`

/** Category and area filters as plain links (they work before, or without, JavaScript). */
export function PortfolioFilters({ categories, areas, current }: PortfolioFiltersProps) {
  return (
    <div className="flex flex-col gap-4">
      <FilterRow
        label="Category"
        choices={categories}
        chosen={current.category}
        searchFor={(category) => ({ ...current, category })}
      />
      {areas.length > 0 ? (
        <FilterRow
          label="Area"
          choices={areas}
          chosen={current.area}
          searchFor={(area) => ({ ...current, area })}
        />
      ) : null}
    </div>
  )
}

interface FilterRowProps {
  label: string
  choices: string[]
  chosen: string | undefined
  searchFor: (value: string | undefined) => PortfolioSearch
}

function FilterRow({ label, choices, chosen, searchFor }: FilterRowProps) {
  const isChosen = (value: string | undefined) =>
    (value ?? '').toLowerCase() === (chosen ?? '').toLowerCase()
  return (
    <nav aria-label={`Filter by ${label.toLowerCase()}`}>
      <ul className="flex flex-wrap items-center gap-2">
        <li className="mr-1 text-sm font-semibold text-ink-muted">{label}:</li>
        {[undefined, ...choices].map((value) => (
          <li key={value ?? ''}>
            <Link
              to="/projects"
              search={searchFor(value)}
              aria-current={isChosen(value) ? 'page' : undefined}
              className={isChosen(value) ? chipOn : chipOff}
            >
              {value ?? 'All'}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
