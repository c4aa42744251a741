import { loggedIn } from '@site/contract/admin-session'
import { errorResponses } from '@site/contract/api-error'
import { secondStep, twoStepMessages } from '@site/contract/two-step'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { logActor } from '../account/staff-names.js'
import { sendError } from '../http/send-error.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { countAttempt, peekAttempts } from '../shared/rate-limits.js'
import { endSession, startSession } from '../staff-auth/admin-sessions.js'
import { sessionAdminOf } from '../staff-auth/require-admin.js'
import { authenticatorUnreadable, useAuthenticatorCode } from '../two-step/authenticator.js'
import { recordSignIn } from '../two-step/record-sign-in.js'
import { useRecoveryCode } from '../two-step/recovery-codes.js'

/**
 * `POST /api/auth/second-step`: the code from the authenticator app, or a recovery code, after a
 * right password. Counted per address (every try) and per account (wrong ones), as the login.
 */
const secondStepRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth, twoStep } = app

  app.post(
    '/api/auth/second-step',
    { schema: { body: secondStep, response: { 200: loggedIn, ...errorResponses } } },
    async (request, reply) => {
      const admin = await sessionAdminOf(request)
      if (admin?.pending !== 'second-factor') {
        return sendError(reply, 401, twoStepMessages.noSecondStep)
      }
      const limits = twoStep.codeLimits
      const byAddress = await countAttempt(
        app.db,
        `second-step:address:${request.ip}`,
        limits.windowMs,
      )
      if (byAddress.hits > limits.perAddress) {
        return tooManyRequests(reply, byAddress.retryAfterSeconds, 'codes')
      }
      const accountKey = `second-step:user:${admin.id}`
      const failures = await peekAttempts(app.db, accountKey)
      if (failures && failures.hits >= limits.failuresPerAccount) {
        return tooManyRequests(reply, failures.retryAfterSeconds, 'codes')
      }

      const body = request.body
      const byRecovery = 'recoveryCode' in body
      const right = byRecovery
        ? await useRecoveryCode(app.db, admin.id, body.recoveryCode)
        : await useAuthenticatorCode(app.db, twoStep.key(), admin.id, body.code, true)
      const who = await logActor(app.db, admin.id)
      if (!right) {
        await countAttempt(app.db, accountKey, limits.windowMs)
        await recordSecurityEvent(app.db, {
          kind: 'sign-in-failed',
          actor: who,
          address: request.ip,
          detail: { method: byRecovery ? 'recovery-code' : 'password+code' },
        })
        const message = byRecovery
          ? twoStepMessages.wrongRecoveryCode
          : (await authenticatorUnreadable(app.db, twoStep.key(), admin.id))
            ? twoStepMessages.setUpAgain
            : twoStepMessages.wrongCode
        return sendError(reply, 401, message)
      }

      // A new session for the finished sign-in: the half-way token is of no further use.
      const oldToken = request.cookies[auth.cookieName]
      if (oldToken) await endSession(app.db, oldToken, auth.policy.secret)
      const token = await startSession(app.db, admin.id, auth.policy, {
        userAgent: request.headers['user-agent'],
      })
      if (byRecovery) {
        await recordSecurityEvent(app.db, {
          kind: 'recovery-code-used',
          actor: who,
          address: request.ip,
        })
      }
      await recordSignIn(request, admin, byRecovery ? 'recovery-code' : 'password+code')
      return reply
        .setCookie(auth.cookieName, token, auth.cookieOptions)
        .send({ success: true, username: admin.username, role: admin.role })
    },
  )
}

export default secondStepRoutes
