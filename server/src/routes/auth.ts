import { adminSession, credentials, loggedIn } from '@site/contract/admin-session'
import { done, errorResponses } from '@site/contract/api-error'
import { sessionMessages } from '@site/contract/session-messages'
import { nulCharacterError } from '@site/contract/text'
import type { FastifySchemaValidationError } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { sendError } from '../http/send-error.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { attemptLogin } from '../staff-auth/admin-login.js'
import { endSession, findSessionAdmin, startSession } from '../staff-auth/admin-sessions.js'
import { pendingResponse } from '../two-step/pending-response.js'
import { recordSignIn } from '../two-step/record-sign-in.js'
import { secondStepsOf, stepAfterPassword } from '../two-step/sign-in-steps.js'
import passkeySignInRoutes from './passkey-sign-in.js'
import secondStepRoutes from './second-step.js'
import signInMethodRoutes from './sign-in-methods.js'

/** Login (with its second step and passkeys), logout and "who is logged in" for the admin portal. */
const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app
  await app.register(secondStepRoutes)
  await app.register(passkeySignInRoutes)
  await app.register(signInMethodRoutes)

  app.post(
    '/api/auth/login',
    {
      // Any malformed body gets the specification's one message, not a list of fields.
      attachValidation: true,
      schema: { body: credentials, response: { 200: loggedIn, ...errorResponses } },
    },
    async (request, reply) => {
      if (request.validationError) {
        // A character the database cannot store is named; anything else gets the one text.
        const issues: FastifySchemaValidationError[] = request.validationError.validation
        const nul = issues.find((issue) => issue.message === nulCharacterError)
        const message = nul
          ? `${nul.instancePath.slice(1)}: ${nulCharacterError}`
          : sessionMessages.credentialsRequired
        return sendError(reply, 400, message)
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
        await recordSecurityEvent(app.db, {
          kind: 'sign-in-failed',
          address: request.ip,
          detail: { method: 'password', username: request.body.username.slice(0, 128) },
        })
        return sendError(reply, 401, sessionMessages.invalidCredentials)
      }
      const { user } = result
      const steps = await secondStepsOf(app.db, user.id)
      const pending = await stepAfterPassword(app.db, steps)
      const token = await startSession(app.db, user.id, auth.policy, {
        userAgent: request.headers['user-agent'],
        pending,
      })
      reply.setCookie(auth.cookieName, token, auth.cookieOptions)
      if (pending) {
        request.log.info({ admin: user.username, pending }, 'admin password accepted')
        return reply.send(pendingResponse(pending, steps))
      }
      request.log.info({ admin: user.username }, 'admin logged in')
      await recordSignIn(request, user, 'password')
      return reply.send({ success: true, username: user.username, role: user.role })
    },
  )

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      const token = request.cookies[auth.cookieName]
      if (token) await endSession(app.db, token, auth.policy.secret)
      const { maxAge: _maxAge, ...cookieOptions } = auth.cookieOptions
      return reply.clearCookie(auth.cookieName, cookieOptions).send({ success: true })
    },
  )

  app.get(
    '/api/auth/session',
    { schema: { response: { 200: adminSession, ...errorResponses } } },
    async (request) => {
      const token = request.cookies[auth.cookieName]
      const admin = token ? await findSessionAdmin(app.db, token, auth.policy) : null
      if (!admin) return { authenticated: false as const }
      if (admin.pending) {
        const steps = await secondStepsOf(app.db, admin.id)
        const { authenticator, passkey } = steps
        return {
          authenticated: false as const,
          pending: admin.pending,
          methods: { authenticator, passkey },
        }
      }
      return {
        authenticated: true as const,
        username: admin.username,
        name: admin.displayName || admin.username,
        role: admin.role,
      }
    },
  )
}

export default authRoutes
