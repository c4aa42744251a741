import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { attemptLogin } from '../services/admin-login.js'
import { endSession, findSessionAdmin, startSession } from '../services/admin-sessions.js'

const credentials = z.object({
  username: z.string().min(1).max(128),
  password: z.string().min(1).max(1024),
})

const INVALID = 'Invalid admin credentials. Please check your username and password.'

/** Login, logout and "who is logged in" for the admin portal. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app

  app.post('/api/auth/login', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    const parsed = credentials.safeParse(request.body)
    if (!parsed.success) {
      return reply
        .code(400)
        .send({ success: false, message: 'Username and password are required.' })
    }
    const result = await attemptLogin(
      app.db,
      { ...parsed.data, address: request.ip },
      auth.loginLimits,
    )
    if (result.outcome === 'throttled') {
      const minutes = Math.ceil(result.retryAfterSeconds / 60)
      return reply
        .code(429)
        .header('Retry-After', String(result.retryAfterSeconds))
        .send({
          success: false,
          message: `Too many login attempts. Please try again in ${minutes} minute(s).`,
        })
    }
    if (result.outcome === 'invalid') {
      request.log.info('admin login refused')
      return reply.code(401).send({ success: false, message: INVALID })
    }
    const token = await startSession(app.db, result.user.id, auth.policy)
    request.log.info({ admin: result.user.username }, 'admin logged in')
    return reply
      .setCookie(auth.cookieName, token, auth.cookieOptions)
      .send({ success: true, username: result.user.username })
  })

  app.post('/api/auth/logout', async (request, reply) => {
    const token = request.cookies[auth.cookieName]
    if (token) await endSession(app.db, token, auth.policy.secret)
    const { maxAge: _maxAge, ...cookieOptions } = auth.cookieOptions
    return reply
      .header('Cache-Control', 'no-store')
      .clearCookie(auth.cookieName, cookieOptions)
      .send({ success: true })
  })

  app.get('/api/auth/session', async (request, reply) => {
    reply.header('Cache-Control', 'no-store')
    const token = request.cookies[auth.cookieName]
    const admin = token ? await findSessionAdmin(app.db, token, auth.policy) : null
    return admin ? { authenticated: true, username: admin.username } : { authenticated: false }
  })
}

export default authRoutes
