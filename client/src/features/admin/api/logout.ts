import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { readJsonObject } from '../../../lib/read-json'
import { adminMessages } from '../messages'
import { sessionQueryOptions } from './get-session'

/** Ends the session on the server, which also clears the cookie. Throws when that failed. */
export async function logout(): Promise<void> {
  let response: Response
  try {
    // No body and no Content-Type: the server refuses an empty JSON body.
    response = await fetch(apiPath('/api/auth/logout'), {
      method: 'POST',
      headers: { Accept: 'application/json' },
    })
  } catch {
    throw new Error(adminMessages.cannotConnect)
  }
  if (!response.ok) {
    const body = await readJsonObject(response)
    throw new Error(
      typeof body?.message === 'string' ? body.message : `Logout failed: HTTP ${response.status}`,
    )
  }
}

export function useLogout() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryOptions().queryKey, { authenticated: false })
    },
  })
}
