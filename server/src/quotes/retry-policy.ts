/** pg-boss's retry settings for a job (seconds). */
export interface RetryPolicy {
  retryLimit: number
  retryDelay: number
  retryBackoff: boolean
  /** How long one attempt may run before pg-boss counts it as failed. */
  expireInSeconds: number
}

/**
 * Quote-request mail: 11 retries with exponential backoff starting at one minute wait between
 * 1+2+4+…+1024 = 2047 minutes (34 hours) and twice that, so a relay that is down for a day still
 * gets every request. A first retry comes within two minutes for a short blip.
 */
export const mailRetryPolicy: RetryPolicy = {
  retryLimit: 11,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
}

/**
 * The shortest and longest time from the first failure to the last retry. pg-boss waits
 * `delay × 2^min(16, n+1) / 2 × (1 + random)` seconds after a failure with retry count n.
 */
export function retrySpanSeconds(policy: RetryPolicy): { shortest: number; longest: number } {
  let shortest = 0
  for (let n = 0; n < policy.retryLimit; n++) {
    shortest += policy.retryBackoff
      ? (policy.retryDelay * 2 ** Math.min(16, n + 1)) / 2
      : policy.retryDelay
  }
  return { shortest, longest: policy.retryBackoff ? shortest * 2 : shortest }
}
