import { errorAnswers } from '@site/contract/api-error'
import { quoteRequest, quoteRequestReceived } from '@site/contract/quote-request'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { CaptchaUnavailableError } from '../captcha/captcha-errors.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import { submitQuoteRequest } from '../quotes/quote-requests.js'
import { isDatabaseUnavailable } from '../shared/database-errors.js'

const RECEIVED = "Thank you for your inquiry. We'll get back to you within 24 hours."

/** The contact form's quote request: stored, then mailed by a job (quotes/quote-requests.ts). */
const sendEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { body: quoteRequest, response: { 200: quoteRequestReceived, ...errorAnswers } }
  app.post('/api/send-email', { schema }, async (request, reply) => {
    const { recaptchaToken, website, ...fields } = request.body
    let result: Awaited<ReturnType<typeof submitQuoteRequest>>
    try {
      result = await submitQuoteRequest(
        {
          ...app.quoteRequests,
          db: app.db,
          pool: app.pool,
          boss: app.jobQueue.boss,
          captcha: app.captcha,
        },
        {
          ...fields,
          captchaToken: recaptchaToken ?? '',
          honeypot: website ?? '',
          remoteIp: request.ip,
        },
      )
    } catch (error) {
      const unavailable = unavailableMessage(error)
      if (!unavailable) throw error
      request.log.error({ err: error }, 'quote request refused: a backing service is down')
      return reply
        .code(503)
        .header('Retry-After', '30')
        .send({ success: false, message: unavailable })
    }

    switch (result.outcome) {
      case 'stored':
        request.log.info(
          { inquiryId: result.inquiryId, reference: result.reference },
          'quote request stored',
        )
        return { success: true as const, message: RECEIVED, reference: result.reference }
      case 'dropped':
        request.log.info('quote request dropped: the honeypot field was filled in')
        return { success: true as const, message: RECEIVED }
      case 'throttled':
        return tooManyRequests(reply, result.retryAfterSeconds, 'quote requests from your network')
      case 'refused':
        return reply.code(400).send({ success: false, message: result.message })
    }
  })
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

export default sendEmailRoutes
