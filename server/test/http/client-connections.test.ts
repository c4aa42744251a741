import net, { type AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  BODY_RATE,
  CLIENT_TIMEOUTS,
  CONNECTIONS_PER_ADDRESS,
} from '../../src/http/connection-limits.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

interface Client {
  socket: net.Socket
  /** Milliseconds from connecting until the server closed the connection. */
  closed: Promise<number>
  received: () => string
}

async function connect(port: number): Promise<Client> {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk) => {
    received += chunk
  })
  socket.on('error', () => {})
  const startedAt = Date.now()
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => resolve(Date.now() - startedAt)),
  )
  await new Promise((resolve) => socket.once('connect', resolve))
  return { socket, closed, received: () => received }
}

/** Writes `text` one character every `everyMs` until the connection closes. */
function trickle(client: Client, text: string, everyMs: number) {
  let at = 0
  const timer = setInterval(() => {
    if (client.socket.destroyed) return clearInterval(timer)
    client.socket.write(text[at % text.length] ?? ' ')
    at++
  }, everyMs)
  client.closed.then(() => clearInterval(timer))
}

const tapHead = (length: number) =>
  `POST /api/contact-taps HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`

/**
 * Production's limits at a tenth of their length (decision 046: 30 s for a body, 36 s at most for
 * a head), so the test waits seconds: what closes each connection is the same.
 */
const tenth = <T extends Record<string, number>>(limits: T) =>
  Object.fromEntries(Object.entries(limits).map(([name, ms]) => [name, ms / 10])) as T
const timeouts = tenth(CLIENT_TIMEOUTS)
const bodyRate = { ...tenth(BODY_RATE), minBytesPerSecond: BODY_RATE.minBytesPerSecond }

// `npm start` faces the network with no nginx in front: a client that sends nothing, or a byte at
// a time, must not hold a connection open for long, nor one address hundreds of them.
describe('clients that hold connections open', () => {
  let testApp: TestApp
  let port: number

  beforeAll(async () => {
    testApp = await buildTestApp({ clientLimits: { timeouts, bodyRate } })
    await testApp.app.listen({ host: '127.0.0.1', port: 0 })
    port = (testApp.app.server.address() as AddressInfo).port
  })
  afterAll(() => testApp?.close())

  it('closes a stalled or trickled body within the idle limit, and a stalled or trickled head within the head limit and a check', async () => {
    expect(CLIENT_TIMEOUTS).toMatchObject({
      headersMs: 30_000,
      idleMs: 30_000,
      checkEveryMs: 5_000,
    })
    const stalledBody = await connect(port)
    stalledBody.socket.write(`${tapHead(100)}{"chan`)
    const trickledBody = await connect(port)
    // Under the route's body limit (1 KB), so it is taken and only its slowness ends it.
    trickledBody.socket.write(tapHead(1000))
    trickle(trickledBody, '{"channel":"call"}', 50)
    const stalledHead = await connect(port)
    stalledHead.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    const trickledHead = await connect(port)
    trickledHead.socket.write('GET /api/health HTTP/1.1\r\nX-Slow: ')
    trickle(trickledHead, 'abcdefgh', 50)

    const [bodyStalled, bodyTrickled, headStalled, headTrickled] = await Promise.all([
      stalledBody.closed,
      trickledBody.closed,
      stalledHead.closed,
      trickledHead.closed,
    ])
    // A second of slack for a busy machine's timers, a thirtieth of what production's limits are.
    const bodyLimit = timeouts.idleMs + 1000
    const headLimit = timeouts.headersMs + timeouts.checkEveryMs + 1000
    expect(bodyStalled).toBeLessThanOrEqual(bodyLimit)
    expect(bodyTrickled).toBeLessThanOrEqual(bodyLimit)
    expect(trickledBody.received()).toBe('')
    expect(headStalled).toBeLessThanOrEqual(headLimit)
    expect(headTrickled).toBeLessThanOrEqual(headLimit)
    // None of them was counted as a tap or logged as a fault.
    expect(testApp.logs.filter((line) => line.level >= 40)).toEqual([])
  }, 60_000)

  it(`takes at most ${CONNECTIONS_PER_ADDRESS} open connections from one address`, async () => {
    const held: Client[] = []
    for (let i = 0; i < CONNECTIONS_PER_ADDRESS; i++) held.push(await connect(port))
    const rejected = await connect(port)
    expect(await rejected.closed).toBeLessThan(2_000)
    expect(rejected.received()).toBe('')

    // The ones it holds still work, and a closed one makes room.
    const first = held[0] as Client
    first.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    await first.closed
    expect(first.received()).toMatch(/^HTTP\/1\.1 200/)
    const next = await connect(port)
    next.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')
    await next.closed
    expect(next.received()).toMatch(/^HTTP\/1\.1 200/)

    for (const client of held) client.socket.destroy()
    const warnings = testApp.logs.filter((line) => line.level === 40)
    expect(warnings.map((line) => line.msg)).toEqual([
      'connections refused: too many from one address',
    ])
  })
})
