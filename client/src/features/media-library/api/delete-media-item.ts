import { done } from '@site/contract/api-error'
import { apiRequest } from '../../../lib/api-request'
import { mediaItemPath, useMediaItemMutation } from './media-item-mutation'

/** Deletes one item with its files (`DELETE /api/projects/:id`). */
export async function deleteMediaItem(id: string): Promise<void> {
  await apiRequest(mediaItemPath(id), { method: 'DELETE', schema: done })
}

export function useDeleteMediaItem(onChanged?: () => void) {
  return useMediaItemMutation(deleteMediaItem, onChanged)
}
