import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { adminRequest, isSessionEnded } from './api-error'
import { type AdminProject, adminProjectFrom, adminProjectsQueryKey } from './get-admin-projects'
import { sessionQueryKey } from './get-session'

export interface ProjectChanges {
  title?: string
  description?: string
  category?: string
}

export interface UpdateProject {
  id: string
  changes: ProjectChanges
}

/** Changes an item's title, description or category (`PATCH /api/projects/:id`). */
export async function updateProject({ id, changes }: UpdateProject): Promise<AdminProject> {
  const body = await adminRequest(apiPath(`/api/projects/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(changes),
  })
  return adminProjectFrom(body)
}

/** `onChanged` refreshes what the admin feature does not own (the public project lists). */
export function useUpdateProject(onChanged?: () => void) {
  return useMutation({
    mutationFn: updateProject,
    onError: (error, _update, _saved, { client }) => {
      if (isSessionEnded(error)) void client.invalidateQueries({ queryKey: sessionQueryKey })
    },
    onSuccess: () => onChanged?.(),
    onSettled: (_data, _error, _update, _saved, { client }) =>
      client.invalidateQueries({ queryKey: adminProjectsQueryKey }),
  })
}
