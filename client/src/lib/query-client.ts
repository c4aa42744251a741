import { hashKey, MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { ApiError, isSessionEnded } from './api-request'
import { recheckSession, sessionQueryKey } from './session-query'

const second = 1000
const minute = 60 * second

/** Exponential back-off: 1 s, 2 s, 4 s… capped at 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(second * 2 ** failureCount, 30 * second)
}

/**
 * Three more tries, except for errors (4xx) and answers the page cannot read: asking again
 * gets the same response.
 */
export function retry(failureCount: number, error: unknown): boolean {
  if (
    error instanceof ApiError &&
    (error.unreadable || (error.status >= 400 && error.status < 500))
  ) {
    return false
  }
  return failureCount < 3
}

/**
 * The specification's query defaults; `overrides` for the server's renders, which keep no cache. An
 * ended session (401) from any query or mutation is handled here, once: the session is checked
 * again.
 */
export function createQueryClient(overrides: { gcTime?: number } = {}): QueryClient {
  const sessionHash = hashKey(sessionQueryKey)
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Never from the session query itself: that would ask again, forever.
        if (isSessionEnded(error) && query.queryHash !== sessionHash) {
          void recheckSession(queryClient)
        }
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSessionEnded(error)) void recheckSession(queryClient)
      },
    }),
    defaultOptions: {
      queries: { gcTime: 5 * minute, retry, retryDelay, ...overrides },
    },
  })
  return queryClient
}

/** Turns a query off, or leaves `enabled` to the client's defaults (tests turn every query off). */
export function onlyWhen(enabled: boolean): { enabled?: false } {
  return enabled ? {} : { enabled: false }
}
