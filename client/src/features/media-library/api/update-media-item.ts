import { adminProject, type MediaChanges } from '@site/contract/media-admin'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { adminProjectsQueryKey } from '../../../lib/portal/get-admin-projects'
import { mediaLibraryKey } from './get-media-library'

export interface MediaItemChange {
  id: string
  changes: MediaChanges
}

/** Changes one item's texts (`PATCH /api/projects/:id`). */
export function updateMediaItem({ id, changes }: MediaItemChange) {
  return apiRequest(apiPath(`/api/projects/${encodeURIComponent(id)}`), {
    method: 'PATCH',
    json: changes,
    schema: adminProject,
  })
}

export function useUpdateMediaItem(onChanged?: () => void) {
  return useMutation({
    mutationFn: updateMediaItem,
    onSuccess: () => onChanged?.(),
    onSettled: (_item, _error, _change, _saved, { client }) =>
      Promise.all(
        [mediaLibraryKey, adminProjectsQueryKey].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
