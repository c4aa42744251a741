import { adminPortfolioProjectList } from '@site/contract/portfolio'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { mediaLibraryKey } from './get-media-library'

/** The portfolio projects items may be added to (`GET /api/admin/portfolio`), drafts too. */
export function portfolioChoicesQueryOptions() {
  return queryOptions({
    queryKey: [...mediaLibraryKey, 'portfolio-projects'],
    queryFn: ({ signal }) =>
      apiRequest(apiPath('/api/admin/portfolio'), { signal, schema: adminPortfolioProjectList }),
    select: (projects) => projects.map(({ id, title }) => ({ id, title })),
  })
}

export function usePortfolioChoices() {
  return useQuery(portfolioChoicesQueryOptions())
}
