import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StoreRequest {
  method: string
  /** The request's path, decoded: `/<bucket>/<key>`. */
  path: string
}

/**
 * An HTTP forwarder in front of an S3 server that writes down every request reaching it, so a test
 * counts what the store really received. Headers (and so the signature) pass unchanged.
 */
export async function startCountingS3Proxy(s3Endpoint: string) {
  const target = new URL(s3Endpoint)
  const requests: StoreRequest[] = []
  const agent = new http.Agent({ keepAlive: true })
  const server = http.createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://proxy')
    requests.push({ method: incoming.method ?? '', path: decodeURIComponent(url.pathname) })
    forwardRequest(target, agent, incoming, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** The requests that named `key` (the store's own checks, such as the bucket's, are left out). */
    requestsFor(bucket: string, key: string): StoreRequest[] {
      return requests.filter((request) => request.path === `/${bucket}/${key}`)
    },
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
    },
  }
}

/**
 * Sends `incoming` on to the S3 server at `target` as it came (headers, and so the signature,
 * unchanged) and its response back; either side giving up ends the other.
 */
export function forwardRequest(
  target: URL,
  agent: http.Agent,
  incoming: http.IncomingMessage,
  response: http.ServerResponse,
): void {
  const outgoing = http.request(
    {
      host: target.hostname,
      port: target.port,
      method: incoming.method,
      path: incoming.url,
      headers: incoming.headers,
      agent,
    },
    (upstream) => {
      response.writeHead(upstream.statusCode ?? 502, upstream.headers)
      upstream.pipe(response)
    },
  )
  outgoing.on('error', () => response.destroy())
  // The app gave up on the response (a store failure, or it had enough): so does the store's.
  response.on('close', () => {
    if (!response.writableFinished) outgoing.destroy()
  })
  incoming.pipe(outgoing)
}
