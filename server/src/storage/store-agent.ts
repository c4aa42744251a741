import { lookup as systemLookup } from 'node:dns'
import http, { Agent as HttpAgent } from 'node:http'
import https, { Agent as HttpsAgent } from 'node:https'
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

/**
 * How long a connection to the store may take to open (name lookup included), and how long an idle
 * kept-alive connection is kept: the agent's socket timeout covers both.
 */
export const STORE_CONNECT_TIMEOUT_MS = 5_000

/** The object store client's connections: Node's global agent's settings, patient lookups. */
export function createStoreAgent(
  useSSL: boolean,
  connectTimeoutMs = STORE_CONNECT_TIMEOUT_MS,
  lookup: LookupFunction = lookupRetryingTemporaryFailures(),
): HttpAgent {
  const options = {
    keepAlive: true,
    scheduling: 'lifo' as const,
    timeout: connectTimeoutMs,
    lookup,
  }
  return useSSL ? new HttpsAgent(options) : new HttpAgent(options)
}

/** How long a store request may wait for the response's head with nothing arriving. */
export const STORE_RESPONSE_TIMEOUT_MS = 30_000

/**
 * The object store client's requests (minio's `transport`): a request whose response does not start
 * within `timeoutMs` of nothing arriving is destroyed, so the caller gets an error instead of
 * waiting for good (minio leaves the socket's timeout event unhandled). Once the response has
 * started it is not timed: a visitor pausing a video pauses the store's download too.
 */
export function storeTransport(
  useSSL: boolean,
  timeoutMs = STORE_RESPONSE_TIMEOUT_MS,
): Pick<typeof http, 'request'> {
  const request = (useSSL ? https.request : http.request) as typeof http.request
  return {
    request: ((...args: Parameters<typeof http.request>) => {
      const outgoing = request(...args)
      outgoing.setTimeout(timeoutMs, () => {
        // The request's own timeout starts once connected; before that the agent's fires.
        const message = outgoing.socket?.connecting
          ? 'the connection to the object store did not open in time'
          : `the object store sent no answer for ${timeoutMs / 1000} s`
        outgoing.destroy(Object.assign(new Error(message), { code: 'ETIMEDOUT' }))
      })
      outgoing.once('response', () => outgoing.setTimeout(0))
      return outgoing
    }) as typeof http.request,
  }
}
