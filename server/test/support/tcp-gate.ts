import net from 'node:net'
import type { Cleanups } from './cleanups.js'
import { startThrowawayS3 } from './local-s3.js'
import { refusedPort } from './refused-port.js'
import { createTestDatabase } from './test-app.js'

/**
 * Keeps a forwarded connection's two sockets in `sockets` while they are open, and drops both
 * when either fails (so closing a forwarder can destroy what is still open).
 */
export function trackConnection(
  sockets: Set<net.Socket>,
  client: net.Socket,
  upstream: net.Socket,
) {
  for (const socket of [client, upstream]) {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {
      client.destroy()
      upstream.destroy()
    })
  }
}

/**
 * A TCP forwarder that starts closed: connections to its port are refused, as when a service is
 * down, until `open()`; `close()` makes the service "go down" again.
 */
export async function createTcpGate(target: { host: string; port: number }) {
  const port = await refusedPort()
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined

  return {
    port,
    async open() {
      server = net.createServer((client) => {
        const upstream = net.connect(target)
        trackConnection(sockets, client, upstream)
        client.pipe(upstream).pipe(client)
      })
      await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve))
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      server = undefined
    },
  }
}

/**
 * An S3 server of the test's own behind a gate (closed until `gate.open()`), and the test app's
 * environment that reaches it through the gate; `cleanups` close the gate and stop the server.
 */
export async function gatedObjectStore(cleanups: Cleanups) {
  const s3 = await startThrowawayS3(cleanups)
  const gate = await createTcpGate({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) })
  cleanups.push(() => gate.close())
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${gate.port}`,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
  }
  return { gate, env }
}

/**
 * A fresh database behind a gate (closed until `gate.open()`), and the `DATABASE_URL` through
 * it; `cleanups` close the gate.
 */
export async function gatedDatabase(cleanups: Cleanups) {
  const url = new URL(await createTestDatabase())
  const gate = await createTcpGate({ host: '127.0.0.1', port: Number(url.port) })
  cleanups.push(() => gate.close())
  url.port = String(gate.port)
  return { gate, env: { DATABASE_URL: url.toString() } }
}
