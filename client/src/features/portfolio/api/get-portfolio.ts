import type { PortfolioProject, PortfolioSummary } from '@site/contract/portfolio'
import { portfolioItemPageLimit } from '@site/contract/portfolio-rules'
import { queryOptions } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { ApiError, apiRequest } from '../../../lib/api-request'

/** Key prefix of every portfolio query. */
export const portfolioQueryKey = ['portfolio'] as const

export interface PortfolioFilters {
  category?: string
  area?: string
}

/**
 * The published projects, filtered. Not checked against the contract (that would bring zod to
 * the page); the server renders this page with the same query's data already in place.
 */
export function portfolioListQueryOptions(filters: PortfolioFilters) {
  return queryOptions({
    queryKey: [...portfolioQueryKey, 'list', filters.category ?? '', filters.area ?? ''],
    queryFn: async ({ signal }) =>
      (await apiRequest(
        apiPath('/api/portfolio', { category: filters.category, area: filters.area }),
        { signal },
      )) as PortfolioSummary[],
  })
}

/** One published project with its first page of items; null when unknown or unpublished. */
export function portfolioProjectQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [...portfolioQueryKey, 'project', slug],
    queryFn: ({ signal }) => fetchPortfolioProject(slug, 0, signal),
  })
}

/** A page of a project's items (`offset` into its whole order); null when it is gone. */
export async function fetchPortfolioProject(
  slug: string,
  offset: number,
  signal?: AbortSignal,
): Promise<PortfolioProject | null> {
  const url = apiPath(`/api/portfolio/${encodeURIComponent(slug)}`, {
    limit: String(portfolioItemPageLimit),
    offset: offset > 0 ? String(offset) : undefined,
  })
  try {
    return (await apiRequest(url, { signal })) as PortfolioProject
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}
