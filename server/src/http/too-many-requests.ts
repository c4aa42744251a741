import type { FastifyReply } from 'fastify'

/** 429 with `Retry-After` and a message that says, in minutes, when to try again. */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, what: string) {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  return reply
    .code(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({
      success: false,
      message: `Too many ${what}. Please try again in ${minutes} minute(s).`,
    })
}
