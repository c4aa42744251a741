import type { FastifyRequest } from 'fastify'

/**
 * Whether the client closed its connection before the request was received whole (a phone that
 * lost its signal, a tab closed mid-upload). Reading the body then fails with the socket's own
 * `ECONNRESET`, which must not pass for a database or store that is down.
 */
export function clientWentAway(request: FastifyRequest): boolean {
  return request.raw.readableAborted || request.raw.socket.destroyed
}

export const CLIENT_WENT_AWAY = 'the client closed the connection before its request was received'
