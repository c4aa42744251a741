import { done } from '@site/contract/api-error'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiPath } from '../api-client'
import { apiRequest } from '../api-request'
import { sessionQueryOptions } from './get-session'

/** Ends the session on the server, which also clears the cookie. Throws when that failed. */
export async function logout(): Promise<void> {
  // No body and no Content-Type: the server refuses an empty JSON body.
  await apiRequest(apiPath('/api/auth/logout'), { method: 'POST', schema: done })
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
