import type { FastifyReply, FastifyRequest } from 'fastify'
import { CaptchaUnavailableError } from '../captcha/captcha-errors.js'
import { clientWentAway } from '../http/client-went-away.js'
import { sendError } from '../http/send-error.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import type { QuoteRequestOutcome } from '../quotes/quote-requests.js'
import { isDatabaseUnavailable } from '../shared/database-errors.js'

/** The specification's text, with the published settings' promise ("within 24 hours"). */
const received = (replyPromise: string) =>
  `Thank you for your inquiry. We'll get back to you ${replyPromise}.`

/** The response to a quote request, with or without files: the specification's texts. */
export function replyWithQuoteOutcome(
  request: FastifyRequest,
  reply: FastifyReply,
  result: QuoteRequestOutcome,
) {
  switch (result.outcome) {
    case 'stored':
      request.log.info(
        { inquiryId: result.inquiryId, reference: result.reference },
        'quote request stored',
      )
      return {
        success: true as const,
        message: received(result.replyPromise),
        reference: result.reference,
      }
    case 'dropped':
      request.log.info('quote request dropped: the honeypot field was filled in')
      return { success: true as const, message: received(result.replyPromise) }
    case 'throttled':
      return tooManyRequests(reply, result.retryAfterSeconds, 'quote requests from your network')
    case 'rejected':
      return sendError(reply, 400, result.message)
  }
}

/**
 * A backing service that is down means "try again shortly", not a server fault: responded with 503
 * with what was not done. Returns undefined (the caller rethrows) for any other error.
 */
export function replyUnavailable(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  // The error handler answers a visitor who went away, whatever the error looks like.
  if (clientWentAway(request)) return undefined
  const message = unavailableMessage(error)
  if (!message) return undefined
  request.log.error({ err: error }, 'quote request refused: a backing service is down')
  return sendError(reply.header('Retry-After', '30'), 503, message)
}

function unavailableMessage(error: unknown): string | undefined {
  if (error instanceof CaptchaUnavailableError) {
    return 'The verification service could not be reached, so your request was not sent. Please try again shortly.'
  }
  if (isDatabaseUnavailable(error)) {
    return 'Your request could not be saved right now, so it was not sent. Please try again shortly.'
  }
  return undefined
}
