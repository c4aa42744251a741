import { lookup as systemLookup } from 'node:dns'
import { Agent as HttpAgent } from 'node:http'
import { Agent as HttpsAgent } from 'node:https'
import type { LookupFunction } from 'node:net'

/** Waits before each new try of a name lookup that failed with EAI_AGAIN; about 1.4 s in all. */
const TEMPORARY_FAILURE_WAITS_MS = [100, 300, 1_000]

/**
 * A name lookup that tries again when the resolver says "temporary failure, try again"
 * (EAI_AGAIN). Docker's and podman's service-name DNS answers so for a moment after a network is
 * recreated (`compose down` and `up`), when the API is already healthy; a visitor's photo should
 * not get a 503 for it. Every other failure is reported at once.
 */
export function lookupRetryingTemporaryFailures(
  lookup: LookupFunction = systemLookup,
  waitsMs: readonly number[] = TEMPORARY_FAILURE_WAITS_MS,
): LookupFunction {
  return (hostname, options, callback) => {
    let tries = 0
    const attempt = () =>
      lookup(hostname, options, (error, address, family) => {
        if (error?.code === 'EAI_AGAIN' && tries < waitsMs.length) {
          setTimeout(attempt, waitsMs[tries++])
          return
        }
        callback(error, address, family)
      })
    attempt()
  }
}

/** The object store client's connections: Node's global agent's settings, patient lookups. */
export function createStoreAgent(useSSL: boolean): HttpAgent {
  const options = {
    keepAlive: true,
    scheduling: 'lifo' as const,
    timeout: 5_000,
    lookup: lookupRetryingTemporaryFailures(),
  }
  return useSSL ? new HttpsAgent(options) : new HttpAgent(options)
}
