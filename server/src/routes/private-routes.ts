import type { FastifyPluginAsync } from 'fastify'
import adminRoutes from './admin-routes.js'
import authRoutes from './auth.js'
import captchaRoutes from './captcha.js'
import contactTapRoutes from './contact-taps.js'
import healthRoutes from './health.js'
import inviteRoutes from './invites.js'
import metricsRoutes from './metrics.js'
import passwordResetRoutes from './password-reset.js'
import quoteRequestRoutes from './quote-requests.js'
import reviewRoutes from './reviews.js'
import sendEmailRoutes from './send-email.js'

/**
 * The API's responses that are about one person or one moment (sessions, captchas, the health
 * check, quote requests, everything staff do): no cache, shared or private, may keep them.
 * The public catalogue and the media files are outside this scope and cacheable.
 */
const privateRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store')
  })
  await app.register(healthRoutes)
  await app.register(metricsRoutes)
  await app.register(authRoutes)
  await app.register(inviteRoutes)
  await app.register(passwordResetRoutes)
  await app.register(captchaRoutes)
  await app.register(contactTapRoutes)
  await app.register(sendEmailRoutes)
  await app.register(quoteRequestRoutes)
  await app.register(reviewRoutes)
  await app.register(adminRoutes)
}

export default privateRoutes
