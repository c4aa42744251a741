import { type OwnSessions, ownSessions, sessionsEnded } from '@site/contract/account'
import { done } from '@site/contract/api-error'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

export const ownSessionsQueryKey = ['admin', 'account', 'sessions'] as const

/** `GET /api/admin/account/sessions`: the person's live sessions, this one marked. */
export function getOwnSessions(signal?: AbortSignal): Promise<OwnSessions> {
  return apiRequest(apiPath('/api/admin/account/sessions'), { signal, schema: ownSessions })
}

export function ownSessionsQueryOptions() {
  return queryOptions({
    queryKey: ownSessionsQueryKey,
    queryFn: ({ signal }) => getOwnSessions(signal),
  })
}

export function useOwnSessions() {
  return useQuery(ownSessionsQueryOptions())
}

/** `DELETE /api/admin/account/sessions/:id`. */
export function useEndSession() {
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(apiPath(`/api/admin/account/sessions/${encodeURIComponent(id)}`), {
        method: 'DELETE',
        schema: done,
      }),
    onSettled: (_response, _error, _id, _context, { client }) =>
      client.invalidateQueries({ queryKey: ownSessionsQueryKey }),
  })
}

/** `POST /api/admin/account/sessions/end-others`: "sign out everywhere else". */
export function useEndOtherSessions() {
  return useMutation({
    mutationFn: () =>
      apiRequest(apiPath('/api/admin/account/sessions/end-others'), {
        method: 'POST',
        schema: sessionsEnded,
      }),
    onSettled: (_response, _error, _none, _context, { client }) =>
      client.invalidateQueries({ queryKey: ownSessionsQueryKey }),
  })
}
