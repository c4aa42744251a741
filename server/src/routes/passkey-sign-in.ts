import { loggedIn } from '@site/contract/admin-session'
import { errorResponses } from '@site/contract/api-error'
import { authenticationResponse, twoStepMessages, webauthnOptions } from '@site/contract/two-step'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { logActor } from '../account/staff-names.js'
import { sendError } from '../http/send-error.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { countAttempt } from '../shared/rate-limits.js'
import { endSession, startSession } from '../staff-auth/admin-sessions.js'
import { signInOptions, verifyPasskeySignIn } from '../two-step/passkey-sign-in.js'
import { recordSignIn } from '../two-step/record-sign-in.js'

/**
 * Sign-in with a passkey alone (no username, no password): it also finishes a sign-in whose
 * password was right and that waits for its second step. Counted per address as the login.
 */
const passkeySignInRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, twoStep } = app

  app.post(
    '/api/auth/passkey-sign-in/options',
    { schema: { response: { 200: webauthnOptions, ...errorResponses } } },
    async (request, reply) => {
      // Each answer keeps a challenge for 5 minutes: counted so nobody fills the table (a
      // person who closes the device's prompt asks again, so more than sign-ins are allowed).
      const limits = twoStep.passkeyLimits
      const asked = await countAttempt(
        app.db,
        `passkey-options:address:${request.ip}`,
        limits.windowMs,
      )
      if (asked.hits > limits.optionsPerAddress) {
        return tooManyRequests(reply, asked.retryAfterSeconds, 'sign-in attempts')
      }
      return { ...(await signInOptions(app.db, twoStep)) }
    },
  )

  app.post(
    '/api/auth/passkey-sign-in',
    {
      schema: {
        body: z.object({ response: authenticationResponse }),
        response: { 200: loggedIn, ...errorResponses },
      },
    },
    async (request, reply) => {
      const limits = twoStep.passkeyLimits
      const byAddress = await countAttempt(
        app.db,
        `passkey-sign-in:address:${request.ip}`,
        limits.windowMs,
      )
      if (byAddress.hits > limits.perAddress) {
        return tooManyRequests(reply, byAddress.retryAfterSeconds, 'sign-in attempts')
      }
      const result = await verifyPasskeySignIn(app.db, twoStep, request.body.response)
      if (result.outcome === 'rejected') {
        request.log.info({ reason: result.reason }, 'passkey sign-in refused')
        await recordSecurityEvent(app.db, {
          kind: 'sign-in-failed',
          ...(result.user && { actor: await logActor(app.db, result.user.id) }),
          address: request.ip,
          detail: { method: 'passkey' },
        })
        return sendError(reply, 401, twoStepMessages.passkeyError)
      }
      const oldToken = request.cookies[auth.cookieName]
      if (oldToken) await endSession(app.db, oldToken, auth.policy.secret)
      const token = await startSession(app.db, result.user.id, auth.policy, {
        userAgent: request.headers['user-agent'],
      })
      await recordSignIn(request, result.user, 'passkey')
      return reply
        .setCookie(auth.cookieName, token, auth.cookieOptions)
        .send({ success: true, username: result.user.username, role: result.user.role })
    },
  )
}

export default passkeySignInRoutes
