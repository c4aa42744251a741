import { useMutation } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { adminRequest, isSessionEnded } from './api-error'
import { adminProjectsQueryKey } from './get-admin-projects'
import { sessionQueryKey } from './get-session'

/** Queues a failed item's processing again (`POST /api/projects/:id/retry`, answers 202). */
export async function retryProject(id: string): Promise<void> {
  await adminRequest(apiPath(`/api/projects/${encodeURIComponent(id)}/retry`), { method: 'POST' })
}

/** `onChanged` refreshes what the admin feature does not own (the public project lists). */
export function useRetryProject(onChanged?: () => void) {
  return useMutation({
    mutationFn: retryProject,
    onError: (error, _id, _saved, { client }) => {
      if (isSessionEnded(error)) void client.invalidateQueries({ queryKey: sessionQueryKey })
    },
    onSuccess: () => onChanged?.(),
    onSettled: (_data, _error, _id, _saved, { client }) =>
      client.invalidateQueries({ queryKey: adminProjectsQueryKey }),
  })
}
