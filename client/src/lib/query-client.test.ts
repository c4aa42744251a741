import { MutationObserver, type QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { ApiError } from './api-request'
import { createQueryClient, retry, retryDelay } from './query-client'
import { sessionQueryKey } from './session-query'

describe('query client', () => {
  it('backs off exponentially from one second, capped at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })

  it('keeps unused data five minutes and retries three times', () => {
    const queries = createQueryClient().getDefaultOptions().queries
    expect(queries?.gcTime).toBe(300_000)
    expect(queries?.retry).toBe(retry)
    const failure = new ApiError('Internal Server Error', 500)
    expect([0, 1, 2, 3].map((count) => retry(count, failure))).toEqual([true, true, true, false])
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true)
  })

  it('retries failures, but not errors such as an ended session', () => {
    expect(retry(0, new ApiError('Internal Server Error', 500))).toBe(true)
    expect(retry(3, new ApiError('Internal Server Error', 500))).toBe(false)
    expect(retry(0, new ApiError('Unauthorized', 401))).toBe(false)
    expect(retry(0, new ApiError('There is no such media item.', 404))).toBe(false)
    expect(retry(0, new ApiError('Cannot connect', 0))).toBe(true)
    // A response that does not match the contract will not match on the next try either.
    expect(retry(0, new ApiError('unreadable', 200, { unreadable: true }))).toBe(false)
  })
})

describe('an ended session', () => {
  /** The session query, watched as the portal watches it; counts how often it asks the server. */
  async function watchedSession(response: () => Promise<unknown>) {
    const queryClient = createQueryClient()
    let checks = 0
    const observer = new QueryObserver(queryClient, {
      queryKey: sessionQueryKey,
      queryFn: () => {
        checks += 1
        return response()
      },
      retry: false,
    })
    onTestFinished(observer.subscribe(() => {}))
    await vi.waitFor(() => expect(checks).toBe(1))
    return { queryClient, checks: () => checks }
  }
  const loggedIn = async () => ({ authenticated: true, username: 'admin', role: 'owner' })
  const failing = (queryClient: QueryClient, error: Error) =>
    queryClient
      .fetchQuery({
        queryKey: ['admin', 'projects'],
        queryFn: () => Promise.reject(error),
        retry: false,
      })
      .catch(() => {})

  it('has any query that meets it check the session again', async () => {
    const session = await watchedSession(loggedIn)
    // The query cache handles the error before the fetch settles: a check would have started.
    await failing(session.queryClient, new ApiError('Server down', 500))
    expect(session.checks()).toBe(1)
    await failing(session.queryClient, new ApiError('Session ended', 401))
    await vi.waitFor(() => expect(session.checks()).toBe(2))
  })

  it('has any mutation that meets it check the session again', async () => {
    const session = await watchedSession(loggedIn)
    const mutation = new MutationObserver(session.queryClient, {
      mutationFn: () => Promise.reject(new ApiError('Session ended', 401)),
    })
    await mutation.mutate().catch(() => {})
    await vi.waitFor(() => expect(session.checks()).toBe(2))
  })

  it('is not checked again by the session query itself, which would never end', async () => {
    // Answered a moment later, so that asking forever would show as more checks, not a hang.
    const ended = () =>
      new Promise((_, reject) => setTimeout(() => reject(new ApiError('Session ended', 401)), 1))
    const session = await watchedSession(ended)
    // Once the answer has failed the query, a check it caused would have started.
    await expect
      .poll(() => session.queryClient.getQueryState(sessionQueryKey)?.errorUpdateCount)
      .toBeGreaterThan(0)
    expect(session.checks()).toBe(1)
  })
})
