import { done } from '@site/contract/api-error'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api-request'
import { adminPortfolioQueryKey } from './get-admin-portfolio'
import { portfolioProjectPath } from './save-portfolio-project'

/** Deletes a project; its media items stay (`DELETE /api/portfolio/:id`). */
export async function deletePortfolioProject(id: string): Promise<void> {
  await apiRequest(portfolioProjectPath(id), { method: 'DELETE', schema: done })
}

export function useDeletePortfolioProject() {
  return useMutation({
    mutationFn: deletePortfolioProject,
    onSettled: (_response, _error, _id, _context, { client }) =>
      client.invalidateQueries({ queryKey: adminPortfolioQueryKey }),
  })
}
