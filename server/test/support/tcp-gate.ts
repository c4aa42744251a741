import net from 'node:net'
import { findFreePort } from '../../src/embedded/ports.js'

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
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on('close', () => sockets.delete(socket))
          socket.on('error', () => {
            client.destroy()
            upstream.destroy()
          })
        }
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
