import {
  type AdminPortfolioProject,
  adminPortfolioProject,
  type NewPortfolioProject,
  type PortfolioChanges,
} from '@site/contract/portfolio'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { adminPortfolioQueryKey } from './get-admin-portfolio'

export const portfolioProjectPath = (id: string) =>
  apiPath(`/api/portfolio/${encodeURIComponent(id)}`)

/** A new project (`POST /api/portfolio`), or changes to one (`PATCH /api/portfolio/:id`). */
export type SavePortfolioProject =
  | { id?: undefined; body: NewPortfolioProject }
  | { id: string; body: PortfolioChanges }

export function savePortfolioProject({ id, body }: SavePortfolioProject) {
  return id === undefined
    ? apiRequest(apiPath('/api/portfolio'), {
        method: 'POST',
        json: body,
        schema: adminPortfolioProject,
      })
    : apiRequest(portfolioProjectPath(id), {
        method: 'PATCH',
        json: body,
        schema: adminPortfolioProject,
      })
}

/** Saves, then puts the server's response in the list at once and fetches the list again. */
export function useSavePortfolioProject() {
  return useMutation({
    mutationFn: savePortfolioProject,
    onSuccess: (saved, _variables, _context, { client }) => {
      client.setQueryData<AdminPortfolioProject[]>(adminPortfolioQueryKey, (list) =>
        list?.some((project) => project.id === saved.id)
          ? list.map((project) => (project.id === saved.id ? saved : project))
          : [saved, ...(list ?? [])],
      )
      return client.invalidateQueries({ queryKey: adminPortfolioQueryKey })
    },
  })
}
