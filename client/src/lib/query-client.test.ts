import { describe, expect, it } from 'vitest'
import { createQueryClient, retryDelay } from './query-client'

describe('query client', () => {
  it('backs off exponentially from one second, capped at thirty', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
  })

  it('keeps unused data five minutes and retries three times', () => {
    const queries = createQueryClient().getDefaultOptions().queries
    expect(queries?.gcTime).toBe(300_000)
    expect(queries?.retry).toBe(3)
  })
})
