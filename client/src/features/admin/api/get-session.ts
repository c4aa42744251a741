import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'

export type AdminSession = { authenticated: true; username: string } | { authenticated: false }

export const sessionQueryKey = ['admin', 'session'] as const

/** Who is logged in, from the HttpOnly session cookie the browser sends along. */
export async function getSession(signal?: AbortSignal): Promise<AdminSession> {
  const response = await fetch(apiPath('/api/auth/session'), {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    signal,
  })
  if (!response.ok) throw new Error(`Session check failed: ${response.status}`)
  const body: unknown = await response.json()
  if (
    body !== null &&
    typeof body === 'object' &&
    'authenticated' in body &&
    body.authenticated === true &&
    'username' in body &&
    typeof body.username === 'string'
  ) {
    return { authenticated: true, username: body.username }
  }
  return { authenticated: false }
}

export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    // One quick retry: a longer wait keeps the staff member looking at a spinner.
    retry: 1,
  })
}

export function useSession() {
  return useQuery(sessionQueryOptions())
}
