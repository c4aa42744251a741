import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

/** What the contact form needs to show the captcha, and ALTCHA's challenges. */
const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/captcha', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
    return app.captcha.publicSettings
  })

  app.get('/api/captcha/challenge', async (_request, reply) => {
    if (app.captcha.publicSettings.provider !== 'altcha') {
      return reply.code(404).send({ success: false, message: 'ALTCHA is not in use on this site.' })
    }
    reply.header('Cache-Control', 'no-store')
    return app.captcha.createChallenge()
  })
}

export default captchaRoutes
