import type { PendingStep, StaffRole } from '@site/contract/admin-session'
import { loggedIn } from '@site/contract/admin-session'
import { errorResponses } from '@site/contract/api-error'
import {
  inviteAcceptance,
  inviteLook,
  invitePasskeyAcceptance,
  invitePasskeyOptions,
  invitePreview,
  staffMessages,
} from '@site/contract/staff'
import { twoStepMessages, webauthnOptions } from '@site/contract/two-step'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { deviceName } from '../account/device-words.js'
import { sendError } from '../http/send-error.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import { countAttempt } from '../shared/rate-limits.js'
import {
  acceptInvite,
  acceptInviteWithPasskey,
  checkInvite,
  type InviteAcceptance,
  previewInvite,
} from '../staff/staff-invites.js'
import { startSession } from '../staff-auth/admin-sessions.js'
import { passwordProblem } from '../staff-auth/password-policy.js'
import { registrationOptions } from '../two-step/passkeys.js'
import { pendingResponse } from '../two-step/pending-response.js'
import { recordSignIn, type SignInMethod } from '../two-step/record-sign-in.js'
import { type SecondSteps, stepAfterPassword } from '../two-step/sign-in-steps.js'

/** Why an invite token was refused: the same responses for the password and the passkey. */
function errorOf(outcome: Exclude<InviteAcceptance['outcome'], 'ok'>): [number, string] {
  return {
    used: [410, staffMessages.inviteUsed],
    expired: [410, staffMessages.inviteExpired],
    unknown: [400, staffMessages.inviteInvalid],
  }[outcome] as [number, string]
}

/**
 * The welcome page's calls (public: the invite link is the credential). The token always
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
    { schema: { body: inviteLook, response: { 200: invitePreview, ...errorResponses } } },
    async (request, reply) => {
      if (!(await withinLimit(request, reply))) return reply
      const preview = await previewInvite(app.db, request.body.token, auth.policy.secret)
      if (!preview) {
        // The page asks to accept to learn exactly why (used, expired): one response here.
        return sendError(reply, 410, staffMessages.inviteInvalid)
      }
      return preview
    },
  )

  app.post(
    '/api/auth/invites/accept',
    { schema: { body: inviteAcceptance, response: { 200: loggedIn, ...errorResponses } } },
    async (request, reply) => {
      if (!(await withinLimit(request, reply))) return reply
      const problem = passwordProblem(request.body.password)
      if (problem) return sendError(reply, 400, problem)
      const result = await acceptInvite(
        app.db,
        { ...request.body, address: request.ip },
        auth.policy.secret,
      )
      if (result.outcome !== 'ok') {
        const [code, message] = errorOf(result.outcome)
        return sendError(reply, code, message)
      }
      // A new account has no second step yet: when the owner requires one, the session opens
      // only its set-up (decision 063), as a password sign-in would.
      const steps = { authenticator: false, passkey: false, hasPassword: true }
      const pending = await stepAfterPassword(app.db, steps)
      return signInAccepted(request, reply, result.user, { pending, steps, method: 'password' })
    },
  )

  app.post(
    '/api/auth/invites/passkey-options',
    {
      schema: { body: invitePasskeyOptions, response: { 200: webauthnOptions, ...errorResponses } },
    },
    async (request, reply) => {
      if (!(await withinLimit(request, reply))) return reply
      const invite = await checkInvite(app.db, request.body.token, auth.policy.secret)
      if (invite.outcome !== 'ok') {
        const [code, message] = errorOf(invite.outcome)
        return sendError(reply, code, message)
      }
      // The challenge is kept for this account: only its acceptance can answer it.
      return { ...(await registrationOptions(app.db, app.twoStep, invite.user)) }
    },
  )

  app.post(
    '/api/auth/invites/accept-passkey',
    { schema: { body: invitePasskeyAcceptance, response: { 200: loggedIn, ...errorResponses } } },
    async (request, reply) => {
      if (!(await withinLimit(request, reply))) return reply
      const { token, response } = request.body
      const result = await acceptInviteWithPasskey(
        app.db,
        app.twoStep,
        {
          token,
          response,
          name: request.body.name || deviceName(request.headers['user-agent']),
          address: request.ip,
        },
        auth.policy.secret,
      )
      if (result.outcome === 'rejected') {
        return sendError(reply, 400, twoStepMessages.passkeyNotSaved)
      }
      if (result.outcome !== 'ok') {
        const [code, message] = errorOf(result.outcome)
        return sendError(reply, code, message)
      }
      // The passkey is a second step in itself: the session is full even when one is required.
      const steps = { authenticator: false, passkey: true, hasPassword: false }
      return signInAccepted(request, reply, result.user, {
        pending: null,
        steps,
        method: 'passkey',
      })
    },
  )

  /** The session an accepted invite starts, as a sign-in would (or its pending step). */
  async function signInAccepted(
    request: FastifyRequest,
    reply: FastifyReply,
    user: { id: string; username: string; role: StaffRole },
    how: { pending: PendingStep | null; steps: SecondSteps; method: SignInMethod },
  ) {
    const token = await startSession(app.db, user.id, auth.policy, {
      userAgent: request.headers['user-agent'],
      pending: how.pending,
    })
    reply.setCookie(auth.cookieName, token, auth.cookieOptions)
    request.log.info({ admin: user.username, pending: how.pending }, 'invite accepted')
    if (how.pending) return reply.send(pendingResponse(how.pending, how.steps))
    await recordSignIn(request, user, how.method)
    return reply.send({ success: true as const, username: user.username, role: user.role })
  }
}

export default inviteRoutes
