import { adminMediaItem, type MediaChanges } from '@site/contract/media-admin'
import { apiRequest } from '../../../lib/api-request'
import { mediaItemPath, useMediaItemMutation } from './media-item-mutation'

export interface MediaItemChange {
  id: string
  changes: MediaChanges
}

/** Changes one item's texts (`PATCH /api/projects/:id`). */
export function updateMediaItem({ id, changes }: MediaItemChange) {
  return apiRequest(mediaItemPath(id), { method: 'PATCH', json: changes, schema: adminMediaItem })
}

export function useUpdateMediaItem(onChanged?: () => void) {
  return useMediaItemMutation(updateMediaItem, onChanged)
}
