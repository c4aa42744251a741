import { loggedIn } from '@site/contract/admin-session'
import { invitePreview } from '@site/contract/staff'
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { recheckSession } from '../../../lib/session-query'

/**
 * `POST /api/auth/invites/look`: who is invited, by whom, as what. The token goes in the body:
 * in a URL, logs and Referer headers would keep it.
 */
export function invitePreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['invite', token] as const,
    queryFn: ({ signal }) =>
      apiRequest(apiPath('/api/auth/invites/look'), {
        method: 'POST',
        json: { token },
        signal,
        schema: invitePreview,
      }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })
}

export function useInvitePreview(token: string) {
  return useQuery({ ...invitePreviewQueryOptions(token), enabled: token !== '' })
}

/** `POST /api/auth/invites/accept`: sets the password and signs in (the session cookie). */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: (acceptance: { token: string; password: string }) =>
      apiRequest(apiPath('/api/auth/invites/accept'), {
        method: 'POST',
        json: acceptance,
        schema: loggedIn,
      }),
    onSuccess: (_answer, _input, _context, { client }) => recheckSession(client),
  })
}
