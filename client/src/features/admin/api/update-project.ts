import { adminProject, type MediaChanges } from '@site/contract/media-admin'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { adminProjectsQueryKey } from './get-admin-projects'

export interface UpdateProject {
  id: string
  changes: MediaChanges
}

/** Changes an item's title, description or category (`PATCH /api/projects/:id`). */
export function updateProject({ id, changes }: UpdateProject) {
  return apiRequest(apiPath(`/api/projects/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    json: changes,
    schema: adminProject,
  })
}

/** `onChanged` refreshes what the admin feature does not own (the public project lists). */
export function useUpdateProject(onChanged?: () => void) {
  return useMutation({
    mutationFn: updateProject,
    onSuccess: () => onChanged?.(),
    onSettled: (_data, _error, _update, _saved, { client }) =>
      client.invalidateQueries({ queryKey: adminProjectsQueryKey }),
  })
}
