import { loggedIn } from '@site/contract/admin-session'
import { errorAnswers } from '@site/contract/api-error'
import { inviteAcceptance, inviteLook, invitePreview, staffMessages } from '@site/contract/staff'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { startSession } from '../admin-auth/admin-sessions.js'
import { passwordProblem } from '../admin-auth/password-policy.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import { countAttempt } from '../shared/rate-limits.js'
import { acceptInvite, previewInvite } from '../staff/staff-invites.js'
import { pendingAnswer } from '../two-step/pending-answer.js'
import { recordSignIn } from '../two-step/record-sign-in.js'
import { stepAfterPassword } from '../two-step/sign-in-steps.js'

/**
 * The welcome page's two calls (public: the invite link is the credential). The token always
 * travels in the body, never in the URL. Both are counted per address, as logins are.
 */
const inviteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app

  /** False (and the 429 sent) when this address has tried too often. */
  async function withinLimit(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const { windowMs, perAddress } = auth.loginLimits
    const window = await countAttempt(app.db, `invite:address:${request.ip}`, windowMs)
    if (window.hits <= perAddress) return true
    await tooManyRequests(reply, window.retryAfterSeconds, 'attempts with invite links')
    return false
  }

  app.post(
    '/api/auth/invites/look',
    { schema: { body: inviteLook, response: { 200: invitePreview, ...errorAnswers } } },
    async (request, reply) => {
      if (!(await withinLimit(request, reply))) return reply
      const preview = await previewInvite(app.db, request.body.token, auth.policy.secret)
      if (!preview) {
        // The page asks to accept to learn exactly why (used, expired): one answer here.
        return reply.code(410).send({ success: false, message: staffMessages.inviteInvalid })
      }
      return preview
    },
  )

  app.post(
    '/api/auth/invites/accept',
    { schema: { body: inviteAcceptance, response: { 200: loggedIn, ...errorAnswers } } },
    async (request, reply) => {
      if (!(await withinLimit(request, reply))) return reply
      const problem = passwordProblem(request.body.password)
      if (problem) return reply.code(400).send({ success: false, message: problem })
      const result = await acceptInvite(
        app.db,
        { ...request.body, address: request.ip },
        auth.policy.secret,
      )
      if (result.outcome !== 'ok') {
        const [code, message] = {
          used: [410, staffMessages.inviteUsed],
          expired: [410, staffMessages.inviteExpired],
          unknown: [400, staffMessages.inviteInvalid],
        }[result.outcome] as [number, string]
        return reply.code(code).send({ success: false, message })
      }
      // A new account has no second step yet: when the owner requires one, the session opens
      // only its set-up (decision 063), as a password sign-in would.
      const steps = { authenticator: false, passkey: false, hasPassword: true }
      const pending = await stepAfterPassword(app.db, steps)
      const token = await startSession(app.db, result.user.id, auth.policy, {
        userAgent: request.headers['user-agent'],
        pending,
      })
      reply.setCookie(auth.cookieName, token, auth.cookieOptions)
      request.log.info({ admin: result.user.username, pending }, 'invite accepted')
      if (pending) return reply.send(pendingAnswer(pending, steps))
      await recordSignIn(request, result.user, 'password')
      return reply.send({
        success: true as const,
        username: result.user.username,
        role: result.user.role,
      })
    },
  )
}

export default inviteRoutes
