import type { QueryClient } from '@tanstack/react-query'

// Not in query-client.ts: when a page's chunk imported that module (which the entry imports),
// the bundler split the query library out of the entry, and every public page paid for the split.

/** The admin session's query (the admin feature's); here so that every query can refresh it. */
export const sessionQueryKey = ['admin', 'session'] as const

/** Asks the server again who is logged in; the login form shows once it says nobody is. */
export function recheckSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionQueryKey, exact: true })
}
