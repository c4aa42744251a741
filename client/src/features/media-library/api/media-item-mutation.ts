import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { adminMediaItemsQueryKey } from '../../../lib/portal/get-admin-media-items'
import { mediaLibraryKey } from './get-media-library'

/** `/api/projects/:id`, or one of its actions (`retry`, `captions`). */
export function mediaItemPath(id: string, action?: string): string {
  const item = `/api/projects/${encodeURIComponent(id)}`
  return apiPath(action ? `${item}/${action}` : item)
}

/**
 * A change staff make to one media item. Whatever the outcome, the library and the whole admin
 * list (the portfolio editor's) are fetched again; `onChanged` refreshes what the section does
 * not own (the public project lists).
 */
export function useMediaItemMutation<Variables, Data>(
  mutationFn: (variables: Variables) => Promise<Data>,
  onChanged?: () => void,
) {
  return useMutation({
    mutationFn,
    onSuccess: () => onChanged?.(),
    onSettled: (_response, _error, _variables, _saved, { client }) =>
      Promise.all(
        [mediaLibraryKey, adminMediaItemsQueryKey].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
  })
}
