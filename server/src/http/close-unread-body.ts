import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * An `onSend` hook for routes that take large bodies: a response given before the whole body
 * arrived (401, 413, 415...) ends the connection, so the client stops sending instead of the
 * server reading up to 500 MB it will not use.
 */
export async function closeUnreadBody(request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode >= 400 && !request.raw.complete) reply.header('Connection', 'close')
}
