import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../api-client'
import { apiRequest } from '../api-request'
import { sessionQueryKey } from '../session-query'

/** Who is logged in, from the HttpOnly session cookie the browser sends along. */
export function getSession(signal?: AbortSignal) {
  return apiRequest(apiPath('/api/auth/session'), {
    signal,
    // The admin route's loader asks from the main bundle, which every public page loads: the
    // schema (and zod with it) loads beside the response instead.
    schema: import('@site/contract/admin-session').then((contract) => contract.adminSession),
  })
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
