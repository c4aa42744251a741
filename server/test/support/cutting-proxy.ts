import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { trackConnection } from './tcp-gate.js'

/**
 * A TCP forwarder that breaks connections the way a phone's mobile data does: once a set number
 * of bytes has gone from the client to the server, both sides of that connection are dropped.
 * Counts every byte the client sent, so a test or a benchmark can tell how many went twice.
 * No vitest here: the benchmarks use it too.
 */
export async function startCuttingProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>()
  /** Bytes after which the next cut happens (counted since the last one), or null. */
  let cutAfter: number | null = null
  let repeat = false
  let sinceCut = 0
  let forwarded = 0
  let cuts = 0

  const server = net.createServer((client) => {
    const upstream = net.connect(target)
    trackConnection(sockets, client, upstream)
    client.on('data', (chunk: Buffer) => {
      let bytes = chunk
      let cutNow = false
      if (cutAfter !== null && sinceCut + bytes.length >= cutAfter) {
        bytes = bytes.subarray(0, cutAfter - sinceCut)
        cutNow = true
      }
      forwarded += bytes.length
      sinceCut += bytes.length
      if (cutNow) {
        cuts += 1
        sinceCut = 0
        if (!repeat) cutAfter = null
        client.pause()
        // Once the bytes before the cut are on their way, the connection goes.
        upstream.write(bytes, () => {
          client.destroy()
          upstream.destroy()
        })
        return
      }
      if (!upstream.write(bytes)) {
        client.pause()
        upstream.once('drain', () => client.resume())
      }
    })
    client.on('end', () => upstream.end())
    upstream.pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    /** Drops the connection once `bytes` more have gone to the server (once). */
    cutOnceAfter(bytes: number) {
      cutAfter = bytes
      repeat = false
      sinceCut = 0
    },
    /** Drops a connection every `bytes` sent to the server, until `stopCutting()`. */
    cutEvery(bytes: number) {
      cutAfter = bytes
      repeat = true
      sinceCut = 0
    },
    stopCutting() {
      cutAfter = null
    },
    /** Bytes the client sent that were passed on (headers included). */
    get forwardedBytes() {
      return forwarded
    },
    get cuts() {
      return cuts
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

export type CuttingProxy = Awaited<ReturnType<typeof startCuttingProxy>>
