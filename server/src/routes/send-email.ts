import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { CaptchaUnavailableError } from '../captcha/captcha-errors.js'
import { isDatabaseUnavailable } from '../services/database-errors.js'
import { submitQuoteRequest } from '../services/quote-requests.js'
import { serviceTypes } from '../services/service-types.js'

// Checked before trimming, so a line break anywhere in a name (a mail header) is refused.
const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u

const name = z
  .string({ error: 'is required' })
  .regex(NO_CONTROL_CHARACTERS, { error: 'must not contain line breaks or control characters' })
  .trim()
  .min(1, { error: 'is required' })
  .max(100, { error: 'must be at most 100 characters' })

/** The quote form's fields (the specification's names); unknown fields are refused. */
export const quoteRequestBody = z
  .object({
    firstName: name,
    lastName: name,
    email: z
      .string({ error: 'is required' })
      .trim()
      .pipe(
        z.email({ error: 'must be a valid e-mail address' }).max(254, { error: 'is too long' }),
      ),
    phone: z
      .string({ error: 'is required' })
      .trim()
      .regex(/^[0-9 +()-]{7,30}$/, {
        error: 'must be 7-30 characters: digits, spaces and + ( ) - only',
      })
      .refine((value) => value.replace(/\D/g, '').length >= 7, {
        error: 'must contain at least 7 digits',
      }),
    serviceType: z
      .union([z.literal(''), z.enum(serviceTypes)], {
        error: 'must be one of our services',
      })
      .default(''),
    message: z
      .string({ error: 'is required' })
      .trim()
      .min(1, { error: 'is required' })
      .max(5000, { error: 'must be at most 5000 characters' }),
    /** The active captcha's token (reCAPTCHA's response, or ALTCHA's payload). */
    recaptchaToken: z.string().max(20_000).optional(),
    /** The honeypot: hidden from people, filled in by bots. */
    website: z.string().max(1000).optional(),
  })
  .strict()

const RECEIVED = "Thank you for your inquiry. We'll get back to you within 24 hours."

/** The contact form's quote request: stored, then mailed by a job (services/quote-requests.ts). */
const sendEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/send-email', { schema: { body: quoteRequestBody } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
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
        request.log.info({ inquiryId: result.inquiryId }, 'quote request stored')
        return { success: true, message: RECEIVED }
      case 'dropped':
        request.log.info('quote request dropped: the honeypot field was filled in')
        return { success: true, message: RECEIVED }
      case 'throttled': {
        const minutes = Math.ceil(result.retryAfterSeconds / 60)
        return reply
          .code(429)
          .header('Retry-After', String(result.retryAfterSeconds))
          .send({
            success: false,
            message: `Too many quote requests from your network. Please try again in ${minutes} minute(s).`,
          })
      }
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
