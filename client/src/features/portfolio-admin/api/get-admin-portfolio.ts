import { useQuery } from '@tanstack/react-query'
import { adminPortfolioQueryOptions } from '../../../lib/portal/get-admin-portfolio'
import { adminPortfolioQueryKey } from '../../../lib/portal/query-keys'

export function useAdminPortfolio() {
  return useQuery(adminPortfolioQueryOptions())
}

export { adminPortfolioQueryKey }
