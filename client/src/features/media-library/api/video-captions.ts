import { captionRules } from '@site/contract/captions'
import { adminMediaItem } from '@site/contract/media-admin'
import { apiRequest } from '../../../lib/api-request'
import { mediaItemPath, useMediaItemMutation } from './media-item-mutation'

export interface AttachCaptions {
  id: string
  file: Blob
}

/** Attaches a WebVTT file to a video, replacing any it had (`PUT /api/projects/:id/captions`). */
export function attachCaptions({ id, file }: AttachCaptions) {
  return apiRequest(mediaItemPath(id, 'captions'), {
    method: 'PUT',
    file: { content: file, contentType: captionRules.contentType },
    schema: adminMediaItem,
  })
}

/** Removes a video's captions (`DELETE /api/projects/:id/captions`). */
export function removeCaptions(id: string) {
  return apiRequest(mediaItemPath(id, 'captions'), { method: 'DELETE', schema: adminMediaItem })
}

export function useAttachCaptions(onChanged?: () => void) {
  return useMediaItemMutation(attachCaptions, onChanged)
}

export function useRemoveCaptions(onChanged?: () => void) {
  return useMediaItemMutation(removeCaptions, onChanged)
}
