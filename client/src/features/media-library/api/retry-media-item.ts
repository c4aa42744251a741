import { done } from '@site/contract/api-error'
import { apiRequest } from '../../../lib/api-request'
import { mediaItemPath, useMediaItemMutation } from './media-item-mutation'

/** Queues a failed item's processing again (`POST /api/projects/:id/retry`, responds with 202). */
export async function retryMediaItem(id: string): Promise<void> {
  await apiRequest(mediaItemPath(id, 'retry'), { method: 'POST', schema: done })
}

export function useRetryMediaItem(onChanged?: () => void) {
  return useMediaItemMutation(retryMediaItem, onChanged)
}
