import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { adminProjectsQueryKey } from '../../../lib/portal/get-admin-projects'

/** `/api/projects/:id`, or one of its actions (`retry`). */
export function mediaItemPath(id: string, action?: string): string {
  const item = `/api/projects/${encodeURIComponent(id)}`
  return apiPath(action ? `${item}/${action}` : item)
}

/**
 * A change staff make to a media item. Whatever the outcome, "Manage media" is fetched again;
 * `onChanged` refreshes what the admin feature does not own (the public project lists).
 */
export function useMediaItemMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  onChanged?: () => void,
) {
  return useMutation({
    mutationFn,
    onSuccess: () => onChanged?.(),
    onSettled: (_answer, _error, _variables, _saved, { client }) =>
      client.invalidateQueries({ queryKey: adminProjectsQueryKey }),
  })
}
