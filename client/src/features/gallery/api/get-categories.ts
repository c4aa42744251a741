import { defaultCategories } from '@site/contract/categories'
import type { CategorySummary } from '@site/contract/media-items'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath, fetchList } from '../../../lib/api-client'

/** A category card's data; `count` is null when the server could not say (a failed answer). */
export interface GalleryCategory {
  name: string
  count: number | null
  cover: CategorySummary['cover']
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories', 'summary'] as const,
    queryFn: ({ signal }) =>
      fetchList<CategorySummary>(apiPath('/api/categories/summary'), 'categories', signal),
    // An empty or failed answer shows the specification's eight default categories.
    select: (summaries: CategorySummary[]): GalleryCategory[] =>
      summaries.length > 0
        ? summaries
        : defaultCategories.map((name) => ({ name, count: null, cover: null })),
  })
}

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
