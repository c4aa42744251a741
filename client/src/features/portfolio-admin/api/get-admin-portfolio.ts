import { adminPortfolioProjectList } from '@site/contract/portfolio'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { adminPortfolioQueryKey } from '../../../lib/portal/query-keys'

/** Every portfolio project, drafts too (`GET /api/admin/portfolio`, admin session). */
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

export function useAdminPortfolio() {
  return useQuery(adminPortfolioQueryOptions())
}

export { adminPortfolioQueryKey }
