import net from 'node:net'
import { findFreePort } from '../../src/embedded/ports.js'

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
  const port = await findFreePort()
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

/** A gate in front of an S3 server, and the test app's environment that reaches it through it. */
export async function gatedObjectStore(s3: {
  endpoint: string
  accessKey: string
  secretKey: string
}) {
  const gate = await createTcpGate({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) })
  const env = {
    S3_ENDPOINT: `http://127.0.0.1:${gate.port}`,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
  }
  return { gate, env }
}

/** A gate in front of a PostgreSQL database, and the `DATABASE_URL` through it. */
export async function gatedDatabase(databaseUrl: string) {
  const url = new URL(databaseUrl)
  const gate = await createTcpGate({ host: '127.0.0.1', port: Number(url.port) })
  url.port = String(gate.port)
  return { gate, env: { DATABASE_URL: url.toString() } }
}
