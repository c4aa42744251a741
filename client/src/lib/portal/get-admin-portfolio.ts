import { adminPortfolioProjectList } from '@site/contract/portfolio'
import { queryOptions } from '@tanstack/react-query'
import { apiPath } from '../api-client'
import { apiRequest } from '../api-request'
import { adminPortfolioQueryKey } from './query-keys'

/**
 * Every portfolio project, drafts too (`GET /api/admin/portfolio`, admin session): the Portfolio
 * section's list, and the project picker of a review (a request's job linked to its project).
 */
export function getAdminPortfolio(signal?: AbortSignal) {
  return apiRequest(apiPath('/api/admin/portfolio'), {
    signal,
    schema: adminPortfolioProjectList,
  })
}

export function adminPortfolioQueryOptions() {
  return queryOptions({
    queryKey: adminPortfolioQueryKey,
    queryFn: ({ signal }) => getAdminPortfolio(signal),
  })
}
