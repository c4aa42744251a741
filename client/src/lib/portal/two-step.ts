import { type LoggedIn, loggedIn } from '@site/contract/admin-session'
import { done } from '@site/contract/api-error'
import {
  authenticatorSetup,
  recoveryCodes,
  type SecondStep,
  signInMethods,
  webauthnOptions,
} from '@site/contract/two-step'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiPath } from '../api-client'
import { ApiError, apiRequest } from '../api-request'
import { sessionQueryKey } from '../session-query'
import { type LoginOutcome, outcomeOf } from './login'

/**
 * Passkeys, the authenticator app and the second step of a sign-in: the login form, the set-up
 * walk-through and the Account section all use these.
 */

const webauthn = () => import('@simplewebauthn/browser')

/** What a passkey prompt the person closed or that failed means, in one plain sentence. */
export function passkeyProblem(error: unknown): string {
  if (error instanceof ApiError) return error.message
  const name = error instanceof Error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey prompt was closed or timed out. Please try again.'
  }
  if (name === 'InvalidStateError') return 'This device already has a passkey for your account.'
  return 'This browser could not use a passkey here.'
}

async function outcomeOfSignIn(request: Promise<LoggedIn>): Promise<LoginOutcome> {
  try {
    return outcomeOf(await request)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { ok: false, status: error.status, message: error.message }
  }
}

/** Signs in with a passkey alone: the device offers the passkeys it has for this site. */
export async function passkeySignIn(): Promise<LoginOutcome> {
  const { startAuthentication } = await webauthn()
  const options = await apiRequest(apiPath('/api/auth/passkey-sign-in/options'), {
    method: 'POST',
    schema: webauthnOptions,
  })
  // biome-ignore lint/suspicious/noExplicitAny: the server made these options for the browser.
  const response = await startAuthentication({ optionsJSON: options as any })
  return outcomeOfSignIn(
    apiRequest(apiPath('/api/auth/passkey-sign-in'), {
      method: 'POST',
      json: { response },
      schema: loggedIn,
    }),
  )
}

/** `POST /api/auth/second-step`: the code from the app, or a recovery code. */
export function secondStep(step: SecondStep): Promise<LoginOutcome> {
  return outcomeOfSignIn(
    apiRequest(apiPath('/api/auth/second-step'), { method: 'POST', json: step, schema: loggedIn }),
  )
}

export const signInMethodsQueryKey = ['admin', 'sign-in-methods'] as const

export function signInMethodsQueryOptions() {
  return queryOptions({
    queryKey: signInMethodsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest(apiPath('/api/auth/sign-in-methods'), { signal, schema: signInMethods }),
  })
}

export function useSignInMethods() {
  return useQuery(signInMethodsQueryOptions())
}

/** After a change: the list again, and the session (a set-up may have finished a sign-in). */
function useRefresh() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: signInMethodsQueryKey }),
      queryClient.invalidateQueries({ queryKey: sessionQueryKey, exact: true }),
    ])
}

/** Registers a passkey on this device: the browser's prompt, then the server keeps it. */
export function useAddPasskey() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: async (name: string) => {
      const { startRegistration } = await webauthn()
      const options = await apiRequest(apiPath('/api/auth/passkeys/options'), {
        method: 'POST',
        schema: webauthnOptions,
      })
      // biome-ignore lint/suspicious/noExplicitAny: the server made these options for the browser.
      const response = await startRegistration({ optionsJSON: options as any })
      return apiRequest(apiPath('/api/auth/passkeys'), {
        method: 'POST',
        json: { ...(name.trim() && { name: name.trim() }), response },
        schema: done,
      })
    },
    onSuccess: refresh,
  })
}

export function useRenamePasskey() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiRequest(apiPath(`/api/auth/passkeys/${encodeURIComponent(id)}`), {
        method: 'PATCH',
        json: { name },
        schema: done,
      }),
    onSuccess: refresh,
  })
}

export function useRemovePasskey() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest(apiPath(`/api/auth/passkeys/${encodeURIComponent(id)}`), {
        method: 'DELETE',
        schema: done,
      }),
    onSuccess: refresh,
  })
}

/** A new authenticator secret and its QR code (not on until a code confirms it). */
export function useStartAuthenticator() {
  return useMutation({
    mutationFn: () =>
      apiRequest(apiPath('/api/auth/authenticator/setup'), {
        method: 'POST',
        schema: authenticatorSetup,
      }),
  })
}

/** Turns the authenticator on with its first code; answers the recovery codes (shown once). */
export function useConfirmAuthenticator() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(apiPath('/api/auth/authenticator/confirm'), {
        method: 'POST',
        json: { code },
        schema: recoveryCodes,
      }),
    // The session waits until the codes were seen (a walk-through would leave at once).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signInMethodsQueryKey }),
  })
}

export function useTurnOffAuthenticator() {
  const refresh = useRefresh()
  return useMutation({
    mutationFn: (code: string) =>
      apiRequest(apiPath('/api/auth/authenticator/off'), {
        method: 'POST',
        json: { code },
        schema: done,
      }),
    onSuccess: refresh,
  })
}
