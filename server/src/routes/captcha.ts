import { errorResponses } from '@site/contract/api-error'
import { altchaChallenge, captchaSettings } from '@site/contract/captcha'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendError } from '../http/send-error.js'

/** What the contact form needs to show the captcha, and ALTCHA's challenges. */
const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/captcha',
    { schema: { response: { 200: captchaSettings, ...errorResponses } } },
    async () => app.captcha.publicSettings,
  )

  app.get(
    '/api/captcha/challenge',
    { schema: { response: { 200: altchaChallenge, ...errorResponses } } },
    async (_request, reply) => {
      if (app.captcha.publicSettings.provider !== 'altcha') {
        return sendError(reply, 404, 'ALTCHA is not in use on this site.')
      }
      return app.captcha.createChallenge()
    },
  )
}

export default captchaRoutes
