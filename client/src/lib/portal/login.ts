import {
  type AdminSession,
  type Credentials,
  type LoggedIn,
  loggedIn,
  type PendingStep,
  type StaffRole,
} from '@site/contract/admin-session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPath } from '../api-client'
import { ApiError, apiRequest } from '../api-request'
import { sessionQueryKey } from '../session-query'

export type LoginOutcome =
  | { ok: true; username: string; role: StaffRole }
  /** The password was right; the sign-in asks for its second step (or its set-up) next. */
  | {
      ok: 'pending'
      pending: PendingStep
      methods: { authenticator: boolean; passkey: boolean }
      message: string
    }
  | {
      ok: false
      /** HTTP status; 0 when the server could not be reached. */
      status: number
      message: string
    }

/**
 * Checks the credentials on the server; a success sets the session cookie. Resolves with the
 * outcome, errors included: wrong credentials are not an ended session.
 */
export async function login(credentials: Credentials): Promise<LoginOutcome> {
  try {
    const response = await apiRequest(apiPath('/api/auth/login'), {
      method: 'POST',
      json: credentials,
      schema: loggedIn,
    })
    return outcomeOf(response)
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { ok: false, status: error.status, message: error.message }
  }
}

/** What a sign-in answer (password, second step, passkey) means for the portal. */
export function outcomeOf(response: LoggedIn): LoginOutcome {
  return 'pending' in response
    ? {
        ok: 'pending',
        pending: response.pending,
        methods: response.methods,
        message: response.message,
      }
    : { ok: true, username: response.username, role: response.role }
}

/**
 * The session the portal shows after a sign-in answer, at once; the session is asked for again
 * right after, which brings the person's name (a sign-in answer names only the account).
 */
export function sessionAfter(outcome: LoginOutcome): AdminSession | null {
  if (outcome.ok === true) {
    return {
      authenticated: true,
      username: outcome.username,
      name: outcome.username,
      role: outcome.role,
    }
  }
  if (outcome.ok === 'pending') {
    return { authenticated: false, pending: outcome.pending, methods: outcome.methods }
  }
  return null
}

/**
 * A sign-in step's mutation (the password, the second step, a passkey): a finished sign-in shows
 * the portal.
 */
export function useSignInStep<T>(step: (input: T) => Promise<LoginOutcome>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: step,
    onSuccess: (outcome) => {
      const session = sessionAfter(outcome)
      if (!session) return
      queryClient.setQueryData(sessionQueryKey, session)
      if (session.authenticated) void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    },
  })
}
