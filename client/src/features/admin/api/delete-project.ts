import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { adminRequest, isSessionEnded } from './api-error'
import { adminProjectsQueryKey } from './get-admin-projects'
import { sessionQueryKey } from './get-session'

/** Deletes an item with its files (`DELETE /api/projects/:id`). */
export async function deleteProject(id: string): Promise<void> {
  await adminRequest(apiPath(`/api/projects/${encodeURIComponent(id)}`), { method: 'DELETE' })
}

/** `onChanged` refreshes what the admin feature does not own (the public project lists). */
export function useDeleteProject(onChanged?: () => void) {
  return useMutation({
    mutationFn: deleteProject,
    onError: (error, _id, _saved, { client }) => {
      if (isSessionEnded(error)) void client.invalidateQueries({ queryKey: sessionQueryKey })
    },
    onSuccess: () => onChanged?.(),
    onSettled: (_data, _error, _id, _saved, { client }) =>
      client.invalidateQueries({ queryKey: adminProjectsQueryKey }),
  })
}
