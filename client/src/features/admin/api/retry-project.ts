import { done } from '@site/contract/api-error'
import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { adminProjectsQueryKey } from './get-admin-projects'

/** Queues a failed item's processing again (`POST /api/projects/:id/retry`, answers 202). */
export async function retryProject(id: string): Promise<void> {
  await apiRequest(apiPath(`/api/projects/${encodeURIComponent(id)}/retry`), {
    method: 'POST',
    schema: done,
  })
}

/** `onChanged` refreshes what the admin feature does not own (the public project lists). */
export function useRetryProject(onChanged?: () => void) {
  return useMutation({
    mutationFn: retryProject,
    onSuccess: () => onChanged?.(),
    onSettled: (_data, _error, _id, _saved, { client }) =>
      client.invalidateQueries({ queryKey: adminProjectsQueryKey }),
  })
}
