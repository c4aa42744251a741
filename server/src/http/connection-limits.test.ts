import net, { type AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CLIENT_TIMEOUTS,
  clientTimeoutOptions,
  keepConnectionWhileResponding,
} from './connection-limits.js'

const IDLE_MS = 300

/** The real timeouts and hook, with an idle limit short enough to wait for in a test. */
async function startServer(): Promise<{ app: FastifyInstance; port: number }> {
  const app = Fastify(clientTimeoutOptions({ ...CLIENT_TIMEOUTS, idleMs: IDLE_MS }))
  app.addHook('onRequest', keepConnectionWhileResponding)
  // Answers long after the body arrived, as an upload does while the store is slow.
  app.post('/slow', async (request) => {
    await sleep(IDLE_MS * 4)
    return { received: request.body }
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  return { app, port: (app.server.address() as AddressInfo).port }
}

describe('the idle limit', () => {
  let app: FastifyInstance
  let port: number
  beforeAll(async () => {
    ;({ app, port } = await startServer())
  })
  afterAll(() => app?.close())

  it('does not cut off a request whose response is still being worked on', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/slow`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ photo: 'kitchen.jpg' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ received: { photo: 'kitchen.jpg' } })
  })

  it('still closes the connection of a client that stops sending its body', async () => {
    const socket = net.connect(port, '127.0.0.1')
    socket.on('error', () => {})
    await new Promise((resolve) => socket.once('connect', resolve))
    const startedAt = Date.now()
    const closed = new Promise<number>((resolve) =>
      socket.once('close', () => resolve(Date.now() - startedAt)),
    )
    socket.write(
      'POST /slow HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"pho',
    )
    expect(await closed).toBeLessThan(IDLE_MS * 4)
  })
})
