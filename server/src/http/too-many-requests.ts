import type { FastifyReply } from 'fastify'
import { sendError } from './send-error.js'

/** 429 with `Retry-After` and a message that says, in minutes, when to try again. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, what: string) {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return sendError(
    reply.header('Retry-After', String(retryAfterSeconds)),
    429,
    `Too many ${what}. Please try again in ${minutes} minute(s).`,
  )
}
