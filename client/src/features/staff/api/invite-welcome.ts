import { loggedIn } from '@site/contract/admin-session'
import { invitePreview } from '@site/contract/staff'
import { webauthnOptions } from '@site/contract/two-step'
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
    onSuccess: (_response, _input, _context, { client }) => recheckSession(client),
  })
}

/**
 * Accepts the invite with a passkey instead of a password: the options for this invite, the
 * browser's passkey prompt, then `POST /api/auth/invites/accept-passkey` signs in.
 */
export function useAcceptInviteWithPasskey() {
  return useMutation({
    mutationFn: async (token: string) => {
      const { startRegistration } = await import('@simplewebauthn/browser')
      const options = await apiRequest(apiPath('/api/auth/invites/passkey-options'), {
        method: 'POST',
        json: { token },
        schema: webauthnOptions,
      })
      // biome-ignore lint/suspicious/noExplicitAny: the server made these options for the browser.
      const response = await startRegistration({ optionsJSON: options as any })
      return apiRequest(apiPath('/api/auth/invites/accept-passkey'), {
        method: 'POST',
        json: { token, response },
        schema: loggedIn,
      })
    },
    onSuccess: (_response, _input, _context, { client }) => recheckSession(client),
  })
}
