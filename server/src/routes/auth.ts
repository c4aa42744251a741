import { adminSession, credentials, loggedIn } from '@site/contract/admin-session'
import { done, errorAnswers } from '@site/contract/api-error'
import { sessionMessages } from '@site/contract/session-messages'
import { nulRefused } from '@site/contract/text'
import type { FastifySchemaValidationError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { attemptLogin } from '../admin-auth/admin-login.js'
import { endSession, findSessionAdmin, startSession } from '../admin-auth/admin-sessions.js'
import { tooManyRequests } from '../http/too-many-requests.js'

/** Login, logout and "who is logged in" for the admin portal. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app

  app.post(
    '/api/auth/login',
    {
      // Any malformed body gets the specification's one message, not a list of fields.
      attachValidation: true,
      schema: { body: credentials, response: { 200: loggedIn, ...errorAnswers } },
    },
    async (request, reply) => {
      if (request.validationError) {
        // A character the database cannot store is named; anything else gets the one text.
        const issues: FastifySchemaValidationError[] = request.validationError.validation
        const nul = issues.find((issue) => issue.message === nulRefused)
        const message = nul
          ? `${nul.instancePath.slice(1)}: ${nulRefused}`
          : sessionMessages.credentialsRequired
        return reply.code(400).send({ success: false, message })
      }
      const result = await attemptLogin(
        app.db,
        { ...request.body, address: request.ip },
        auth.loginLimits,
      )
      if (result.outcome === 'throttled') {
        return tooManyRequests(reply, result.retryAfterSeconds, 'login attempts')
      }
      if (result.outcome === 'invalid') {
        request.log.info('admin login refused')
        return reply.code(401).send({ success: false, message: sessionMessages.invalidCredentials })
      }
      const token = await startSession(app.db, result.user.id, auth.policy)
      request.log.info({ admin: result.user.username }, 'admin logged in')
      return reply
        .setCookie(auth.cookieName, token, auth.cookieOptions)
        .send({ success: true, username: result.user.username, role: result.user.role })
    },
  )

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: done, ...errorAnswers } } },
    async (request, reply) => {
      const token = request.cookies[auth.cookieName]
      if (token) await endSession(app.db, token, auth.policy.secret)
      const { maxAge: _maxAge, ...cookieOptions } = auth.cookieOptions
      return reply.clearCookie(auth.cookieName, cookieOptions).send({ success: true })
    },
  )

  app.get(
    '/api/auth/session',
    { schema: { response: { 200: adminSession, ...errorAnswers } } },
    async (request) => {
      const token = request.cookies[auth.cookieName]
      const admin = token ? await findSessionAdmin(app.db, token, auth.policy) : null
      return admin && !admin.pending
        ? { authenticated: true as const, username: admin.username, role: admin.role }
        : { authenticated: false as const }
    },
  )
}

export default authRoutes
