import {
  emailChangeConfirm,
  emailChanged,
  mailedLinkMessages,
  passwordResetConfirm,
  passwordResetRequest,
  passwordResetRequested,
  passwordResetResponseText,
} from '@site/contract/account'
import { done, errorResponses } from '@site/contract/api-error'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { confirmEmailChange } from '../account/email-change.js'
import { confirmPasswordReset, requestPasswordReset } from '../account/password-reset.js'
import { sendError } from '../http/send-error.js'
import { tooManyRequests } from '../http/too-many-requests.js'

const resetErrors = {
  unknown: mailedLinkMessages.resetInvalid,
  expired: mailedLinkMessages.resetExpired,
  used: mailedLinkMessages.resetUsed,
} as const

const emailErrors = {
  unknown: mailedLinkMessages.emailInvalid,
  expired: mailedLinkMessages.emailExpired,
  used: mailedLinkMessages.emailUsed,
  taken: 'Another account uses this address now: it could not be changed.',
} as const

/** The forgotten password and the confirmation of a new address: links sent by mail. */
const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tokens and mails made after the response; the app waits for them before it closes.
  const running = new Set<Promise<unknown>>()
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running])
  })
  const services = {
    db: app.db,
    mailer: app.mailer,
    staffMail: app.staffMail,
    secret: app.auth.policy.secret,
    log: app.log,
    inBackground(work: Promise<unknown>) {
      running.add(work)
      void work.finally(() => running.delete(work))
    },
  }

  app.post(
    '/api/auth/password-reset',
    {
      schema: {
        body: passwordResetRequest,
        response: { 200: passwordResetRequested, ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await requestPasswordReset(services, {
        email: request.body.email,
        address: request.ip,
      })
      if (result.outcome === 'throttled') {
        return tooManyRequests(reply, result.retryAfterSeconds, 'reset requests')
      }
      return { success: true as const, message: passwordResetResponseText }
    },
  )

  app.post(
    '/api/auth/password-reset/confirm',
    { schema: { body: passwordResetConfirm, response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      const result = await confirmPasswordReset(services, {
        ...request.body,
        address: request.ip,
      })
      switch (result.outcome) {
        case 'ok':
          request.log.info('password reset with a mailed link')
          return { success: true as const }
        case 'throttled':
          return tooManyRequests(reply, result.retryAfterSeconds, 'attempts')
        case 'weak-password':
          return sendError(reply, 400, result.message)
        default:
          return sendError(
            reply,
            result.outcome === 'unknown' ? 400 : 410,
            resetErrors[result.outcome],
          )
      }
    },
  )

  app.post(
    '/api/auth/email-change/confirm',
    { schema: { body: emailChangeConfirm, response: { 200: emailChanged, ...errorResponses } } },
    async (request, reply) => {
      const result = await confirmEmailChange(services, request.body.token, request.ip)
      if (result.outcome === 'ok') return { success: true as const, email: result.email }
      const status = result.outcome === 'unknown' ? 400 : result.outcome === 'taken' ? 409 : 410
      return sendError(reply, status, emailErrors[result.outcome])
    },
  )
}

export default passwordResetRoutes
