import {
  type AdminSession,
  type Credentials,
  loggedIn,
  type StaffRole,
} from '@site/contract/admin-session'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPath } from '../api-client'
import { ApiError, apiRequest } from '../api-request'
import { sessionQueryOptions } from './get-session'

export type LoginOutcome =
  | { ok: true; username: string; role: StaffRole }
  | {
      ok: false
      /** HTTP status; 0 when the server could not be reached. */
      status: number
      message: string
    }

/**
 * Checks the credentials on the server; a success sets the session cookie. Resolves with the
 * outcome, refusals included: wrong credentials are not an ended session.
 */
export async function login(credentials: Credentials): Promise<LoginOutcome> {
  try {
    const answer = await apiRequest(apiPath('/api/auth/login'), {
      method: 'POST',
      json: credentials,
      schema: loggedIn,
    })
    return { ok: true, username: answer.username, role: answer.role }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error
    return { ok: false, status: error.status, message: error.message }
  }
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (outcome) => {
      if (!outcome.ok) return
      const session: AdminSession = {
        authenticated: true,
        username: outcome.username,
        role: outcome.role,
      }
      queryClient.setQueryData(sessionQueryOptions().queryKey, session)
    },
  })
}
