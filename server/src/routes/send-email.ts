import { errorResponses } from '@site/contract/api-error'
import { quoteRequest, quoteRequestReceived } from '@site/contract/quote-request'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { quoteRequestServicesOf } from '../plugins/quote-requests.js'
import { submitQuoteRequest } from '../quotes/quote-requests.js'
import { replyUnavailable, replyWithQuoteOutcome } from './quote-request-replies.js'

/**
 * The contact form's quote request without files (the specification's route): stored, then
 * mailed by a job (quotes/quote-requests.ts). Requests with photos go to /api/quote-requests.
 */
const sendEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { body: quoteRequest, response: { 200: quoteRequestReceived, ...errorResponses } }
  app.post('/api/send-email', { schema }, async (request, reply) => {
    const { recaptchaToken, website, ...fields } = request.body
    try {
      const result = await submitQuoteRequest(quoteRequestServicesOf(app), {
        ...fields,
        captchaToken: recaptchaToken ?? '',
        honeypot: website ?? '',
        remoteIp: request.ip,
      })
      return replyWithQuoteOutcome(request, reply, result)
    } catch (error) {
      const response = replyUnavailable(request, reply, error)
      if (response) return response
      throw error
    }
  })
}

export default sendEmailRoutes
