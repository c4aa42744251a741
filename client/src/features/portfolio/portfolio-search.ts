import type { PortfolioSummary } from '@site/contract/portfolio'

/** `/projects?category=&area=`: both optional, compared without regard to case. */
export interface PortfolioSearch {
  category?: string
  area?: string
}

const filterValue = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= 100 ? value.trim() : undefined

export function parsePortfolioSearch(search: Record<string, unknown>): PortfolioSearch {
  const category = filterValue(search.category)
  const area = filterValue(search.area)
  return { ...(category ? { category } : {}), ...(area ? { area } : {}) }
}

const same = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0

/** The projects a filter keeps. */
export function filterPortfolio(
  projects: readonly PortfolioSummary[],
  { category, area }: PortfolioSearch,
): PortfolioSummary[] {
  return projects.filter(
    (project) =>
      (!category || same(project.category, category)) && (!area || same(project.area, area)),
  )
}

/** The distinct non-empty values of one field, sorted, for the filter links. */
export function filterChoices(
  projects: readonly PortfolioSummary[],
  field: 'category' | 'area',
): string[] {
  const choices = new Map<string, string>()
  for (const project of projects) {
    const value = project[field].trim()
    if (value && !choices.has(value.toLowerCase())) choices.set(value.toLowerCase(), value)
  }
  return [...choices.values()].sort((a, b) => a.localeCompare(b, 'en'))
}
