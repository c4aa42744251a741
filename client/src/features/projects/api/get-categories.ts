import { defaultCategories } from '@site/contract/categories'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath, fetchList } from '../../../lib/api-client'

export function getCategories(signal?: AbortSignal): Promise<string[]> {
  return fetchList<string>(apiPath('/api/categories'), 'categories', signal)
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'] as const,
    queryFn: ({ signal }) => getCategories(signal),
    // An empty or failed answer shows the specification's eight default categories.
    select: (names: string[]) => (names.length > 0 ? names : [...defaultCategories]),
  })
}

export function useCategories() {
  return useQuery(categoriesQueryOptions())
}
