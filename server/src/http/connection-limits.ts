import type { Server, ServerOptions } from 'node:http'
import { Socket } from 'node:net'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify'

/**
 * How long the server waits for a client, as nginx waits in compose (`client_header_timeout`,
 * `client_body_timeout`, `keepalive_timeout`), so that `npm start` facing the network holds no
 * connection open for a client that sends nothing (docs/decisions/046).
 */
export const CLIENT_TIMEOUTS = {
  /** A request's head must be whole within this. */
  headersMs: 30_000,
  /** A connection on which nothing is sent or received is closed: a stalled body, a quiet client. */
  idleMs: 30_000,
  /** Between two requests on a kept-alive connection. */
  keepAliveMs: 65_000,
  /** How often Node checks the head's deadline (its default, 30 s, would double it). */
  checkEveryMs: 5_000,
}

/**
 * A body must keep coming: after a grace period it must have averaged at least this many bytes a
 * second (Apache's mod_reqtimeout rule, `body=20,MinRate=500`). A phone on a poor signal sends
 * kilobytes a second; a client trickling a few bytes a second to hold connections open does not.
 */
export const BODY_RATE = { graceMs: 20_000, minBytesPerSecond: 500, checkEveryMs: 2_000 }

/** Open connections one address may hold at once (a browser opens about 6 to a site). */
export const CONNECTIONS_PER_ADDRESS = 64

export function clientTimeoutOptions(timeouts: ClientTimeouts = CLIENT_TIMEOUTS) {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // No limit on a whole request: a 500 MB video from a phone takes as long as it takes, as
    // long as it keeps coming (BODY_RATE).
    requestTimeout: 0,
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  } satisfies FastifyServerOptions & { http: ServerOptions }
}

export type ClientTimeouts = typeof CLIENT_TIMEOUTS
export type BodyRate = typeof BODY_RATE

/**
 * An `onRequest` hook: closes the connection of a request whose body arrives slower than `rate`
 * (BODY_RATE; tests shorten it) allows. Counted on the socket, so the body is left for the route
 * to read.
 */
export function closeTricklingBodyAt(rate: BodyRate) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const incoming = request.raw
    const socket = incoming.socket
    // Not a network connection (a request made inside the process, as tests inject them).
    if (!(socket instanceof Socket) || incoming.complete || !hasBody(request)) return
    const startedAt = Date.now()
    const bytesAtStart = socket.bytesRead
    const check = setInterval(() => {
      if (incoming.complete) return stop()
      const received = socket.bytesRead - bytesAtStart
      const allowedMs = rate.graceMs + (received / rate.minBytesPerSecond) * 1000
      if (Date.now() - startedAt <= allowedMs) return
      request.log.info({ received }, 'connection closed: the request body came too slowly')
      stop()
      socket.destroy()
    }, rate.checkEveryMs)
    check.unref()
    const stop = () => clearInterval(check)
    reply.raw.once('close', stop)
    incoming.once('end', stop)
  }
}

/**
 * An `onRequest` hook: the idle limit is for a quiet client, not for the server's own work. Once
 * the request has arrived whole and until the response starts, the connection is kept however long
 * the response takes (an upload read back and checked on a busy machine); Node would otherwise close
 * it mid-request and the visitor would get nginx's 502. A client that stops sending, or stops
 * reading the response, is still cut off after the idle limit.
 */
export async function keepConnectionWhileResponding(request: FastifyRequest, reply: FastifyReply) {
  reply.raw.on('timeout', (socket: Socket) => {
    const working = request.raw.complete && !reply.raw.headersSent
    // Not closed now: the socket's idle timer starts again with the next byte of the response.
    if (!working) socket.destroy()
  })
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length']
  return (
    (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined
  )
}

/**
 * Refuses a new connection from an address that already holds `max` (a single client opening
 * hundreds to tie the server up). Only for a server that sees its visitors' own addresses: behind
 * a proxy every connection comes from the proxy.
 */
export function capConnectionsPerAddress(server: Server, max: number, log: FastifyBaseLogger) {
  const open = new Map<string, number>()
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    const count = (open.get(address) ?? 0) + 1
    if (count > max) {
      if (count === max + 1)
        log.warn({ address, max }, 'connections refused: too many from one address')
      open.set(address, count)
      socket.once('close', () => release(address))
      socket.destroy()
      return
    }
    open.set(address, count)
    socket.once('close', () => release(address))
  })
  const release = (address: string) => {
    const count = (open.get(address) ?? 1) - 1
    if (count > 0) open.set(address, count)
    else open.delete(address)
  }
}
