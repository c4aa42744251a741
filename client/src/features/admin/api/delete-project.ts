import { done } from '@site/contract/api-error'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { adminProjectsQueryKey } from './get-admin-projects'

/** Deletes an item with its files (`DELETE /api/projects/:id`). */
export async function deleteProject(id: string): Promise<void> {
  await apiRequest(apiPath(`/api/projects/${encodeURIComponent(id)}`), {
    method: 'DELETE',
    schema: done,
  })
}

/** `onChanged` refreshes what the admin feature does not own (the public project lists). */
export function useDeleteProject(onChanged?: () => void) {
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => onChanged?.(),
    onSettled: (_data, _error, _id, _saved, { client }) =>
      client.invalidateQueries({ queryKey: adminProjectsQueryKey }),
  })
}
