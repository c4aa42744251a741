import type { FastifyReply } from 'fastify'

/**
 * Sends the API's error body (`apiError` in contract/api-error.ts) with `status`: `message` is
 * meant for people. The error handler answers thrown errors the same way.
 */
export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message })
}
