import { done } from '@site/contract/api-error'
import { apiRequest } from '../../../lib/api-request'
import { mediaItemPath, useMediaItemMutation } from './media-item-mutation'

/** Deletes an item with its files (`DELETE /api/projects/:id`). */
export async function deleteProject(id: string): Promise<void> {
  await apiRequest(mediaItemPath(id), { method: 'DELETE', schema: done })
}

export function useDeleteProject(onChanged?: () => void) {
  return useMediaItemMutation(deleteProject, onChanged)
}
