import { adminProject, type MediaChanges } from '@site/contract/media-admin'
import { apiRequest } from '../../../lib/api-request'
import { mediaItemPath, useMediaItemMutation } from './media-item-mutation'

export interface UpdateProject {
  id: string
  changes: MediaChanges
}

/** Changes an item's title, description or category (`PATCH /api/projects/:id`). */
export function updateProject({ id, changes }: UpdateProject) {
  return apiRequest(mediaItemPath(id), { method: 'PATCH', json: changes, schema: adminProject })
}

export function useUpdateProject(onChanged?: () => void) {
  return useMediaItemMutation(updateProject, onChanged)
}
