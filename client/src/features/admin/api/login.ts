import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { readJsonObject } from '../../../lib/read-json'
import { adminMessages } from '../messages'
import { type AdminSession, sessionQueryOptions } from './get-session'

export interface Credentials {
  username: string
  password: string
}

export type LoginOutcome =
  | { ok: true; username: string }
  | {
      ok: false
      /** HTTP status; 0 when the server could not be reached. */
      status: number
      message: string
    }

/** Checks the credentials on the server; a success sets the session cookie. */
export async function login(credentials: Credentials): Promise<LoginOutcome> {
  let response: Response
  try {
    response = await fetch(apiPath('/api/auth/login'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(credentials),
    })
  } catch {
    return { ok: false, status: 0, message: adminMessages.cannotConnect }
  }
  const body = await readJsonObject(response)
  if (response.ok && body?.success === true) {
    const username = typeof body.username === 'string' ? body.username : credentials.username
    return { ok: true, username }
  }
  const message =
    typeof body?.message === 'string' && body.message
      ? body.message
      : `Login failed: ${response.statusText || `HTTP ${response.status}`}`
  return { ok: false, status: response.status, message }
}

export function useLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: login,
    onSuccess: (outcome) => {
      if (!outcome.ok) return
      const session: AdminSession = { authenticated: true, username: outcome.username }
      queryClient.setQueryData(sessionQueryOptions().queryKey, session)
    },
  })
}
