import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { forwardRequest } from './counting-s3-proxy.js'

/** Which writes the bucket's quota refuses: every one, only copies inside the store, or none. */
export type QuotaErrorMode = 'writes' | 'copies' | 'none'

/**
 * An S3 store whose bucket has reached its quota, as MinIO (and RustFS, which answers as MinIO
 * does) refuses a write past a hard bucket quota: HTTP 400 with the S3 error
 * `XMinioAdminBucketQuotaExceeded`, "Bucket quota exceeded". Writes are PUTs (PutObject,
 * UploadPart, CopyObject); reads, lists and deletes reach the real S3 server behind it.
 */
export async function startQuotaS3Proxy(s3Endpoint: string) {
  const target = new URL(s3Endpoint)
  const state = { failing: 'writes' as QuotaErrorMode, failures: 0 }
  const agent = new http.Agent({ keepAlive: true })
  const server = http.createServer((incoming, response) => {
    const url = new URL(incoming.url ?? '/', 'http://proxy')
    const [, bucket = '', ...key] = decodeURIComponent(url.pathname).split('/')
    const isWrite = incoming.method === 'PUT' && key.length > 0
    const isCopy = incoming.headers['x-amz-copy-source'] !== undefined
    if (isWrite && (state.failing === 'writes' || (state.failing === 'copies' && isCopy))) {
      state.failures += 1
      // Read what was sent first, as a store does, so the client sees the response, not a reset.
      incoming.resume()
      incoming.on('end', () => {
        const body = [
          '<?xml version="1.0" encoding="UTF-8"?>',
          '<Error><Code>XMinioAdminBucketQuotaExceeded</Code>',
          '<Message>Bucket quota exceeded</Message>',
          `<Key>${key.join('/')}</Key><BucketName>${bucket}</BucketName>`,
          `<Resource>${url.pathname}</Resource><RequestId>${randomUUID()}</RequestId>`,
          '<HostId>quota-proxy</HostId></Error>',
        ].join('')
        response.writeHead(400, {
          'content-type': 'application/xml',
          'content-length': Buffer.byteLength(body),
        })
        response.end(body)
      })
      return
    }
    forwardRequest(target, agent, incoming, response)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    endpoint: `http://127.0.0.1:${port}`,
    state,
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      agent.destroy()
    },
  }
}
