import { findImageCategory } from '@site/contract/categories'
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

/**
 * What a page is kept and rendered by: the filter in lower case, so every spelling of one filter is
 * one page (the API keys its rendered `/projects` pages the same way, server/src/plugins/
 * portfolio-pages.ts), never the spelling its first visitor happened to type (issue 32).
 */
export function portfolioFilterKey({ category, area }: PortfolioSearch): PortfolioSearch {
  return {
    ...(category ? { category: category.toLowerCase() } : {}),
    ...(area ? { area: area.toLowerCase() } : {}),
  }
}

/**
 * The filter as the page shows it, each value in its own spelling (a category's, or the area as
 * the projects have it); undefined when a value names nothing there is: a category that is not
 * one, or an area no published project is in (the page is not found).
 */
export function knownPortfolioFilter(
  projects: readonly PortfolioSummary[],
  { category, area }: PortfolioSearch,
): PortfolioSearch | undefined {
  const knownCategory = category === undefined ? undefined : findImageCategory(category)
  const knownArea =
    area === undefined ? undefined : filterChoices(projects, 'area').find((a) => same(a, area))
  if ((category && !knownCategory) || (area && !knownArea)) return undefined
  return {
    ...(knownCategory ? { category: knownCategory } : {}),
    ...(knownArea ? { area: knownArea } : {}),
  }
}
