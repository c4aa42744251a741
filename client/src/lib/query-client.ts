import { QueryClient } from '@tanstack/react-query'

const second = 1000
const minute = 60 * second

/** Exponential back-off: 1 s, 2 s, 4 s… capped at 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(second * 2 ** failureCount, 30 * second)
}

/** The specification's query defaults; `overrides` for prerendering, which keeps no cache. */
export function createQueryClient(overrides: { gcTime?: number } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * minute, retry: 3, retryDelay, ...overrides },
    },
  })
}
