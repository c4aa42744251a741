import { describe, expect, it } from 'vitest'
import { mailRetryPolicy, retrySpanSeconds } from './retry-policy.js'

const HOUR = 60 * 60

describe('the retry policy of quote-request mail', () => {
  it('keeps retrying for at least 24 hours', () => {
    expect(retrySpanSeconds(mailRetryPolicy).shortest).toBeGreaterThanOrEqual(24 * HOUR)
  })

  it('gives up within pg-boss’s 14-day job retention', () => {
    expect(retrySpanSeconds(mailRetryPolicy).longest).toBeLessThan(14 * 24 * HOUR)
  })

  it('follows pg-boss’s backoff formula', () => {
    const policy = { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 }
    expect(retrySpanSeconds(policy)).toEqual({ shortest: 10 + 20 + 40, longest: 140 })
    expect(retrySpanSeconds({ ...policy, retryBackoff: false }).shortest).toBe(30)
  })

  it('lets one attempt outlast the SMTP time-outs, so a stuck relay is a failed attempt', () => {
    expect(mailRetryPolicy.expireInSeconds).toBeGreaterThan(60 + 15 + 15)
  })
})
