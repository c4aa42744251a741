import { done, errorResponses } from '@site/contract/api-error'
import { idOf } from '@site/contract/text'
import {
  authenticatorCode,
  authenticatorSetup,
  newPasskey,
  passkeyRename,
  recoveryCodes,
  signInMethods,
  twoStepMessages,
  webauthnOptions,
} from '@site/contract/two-step'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { deviceName } from '../account/device-words.js'
import { logActor } from '../account/staff-names.js'
import { sendError } from '../http/send-error.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { countAttempt } from '../shared/rate-limits.js'
import { endSession, type SessionAdmin, startSession } from '../staff-auth/admin-sessions.js'
import { signedInAdmin } from '../staff-auth/require-admin.js'
import {
  confirmAuthenticator,
  startAuthenticatorSetup,
  turnOffAuthenticator,
  useAuthenticatorCode,
} from '../two-step/authenticator.js'
import {
  addPasskey,
  listPasskeys,
  registrationOptions,
  removePasskey,
  renamePasskey,
} from '../two-step/passkeys.js'
import { recordSignIn } from '../two-step/record-sign-in.js'
import { recoveryCodesLeft } from '../two-step/recovery-codes.js'
import { requireOwnSession } from '../two-step/require-own-session.js'
import { secondStepsOf, twoStepRequired } from '../two-step/sign-in-steps.js'

const passkeyId = z.object({ id: idOf('a passkey') })

/**
 * The signed-in person's passkeys and authenticator app. Also open to a session that must set up
 * a second step (two-step sign-in required): the first one added finishes its sign-in.
 */
const signInMethodRoutes: FastifyPluginAsyncZod = async (app) => {
  const { twoStep } = app
  app.addHook('preHandler', requireOwnSession)

  /**
   * The first second step of a session that had to set one up opens the portal: a new session
   * (and cookie) replaces the one that opened only the set-up, as after a second step.
   */
  const finishSetup = async (request: FastifyRequest, reply: FastifyReply, admin: SessionAdmin) => {
    if (admin.pending !== 'setup-second-factor') return
    const { auth } = app
    const oldToken = request.cookies[auth.cookieName]
    if (oldToken) await endSession(app.db, oldToken, auth.policy.secret)
    const token = await startSession(app.db, admin.id, auth.policy, {
      userAgent: request.headers['user-agent'],
    })
    reply.setCookie(auth.cookieName, token, auth.cookieOptions)
    await recordSignIn(request, admin, 'password')
  }

  /** Codes typed here are counted per account as at the sign-in. */
  const codeAllowed = async (admin: SessionAdmin, reply: FastifyReply) => {
    const limits = twoStep.codeLimits
    const tries = await countAttempt(app.db, `authenticator:user:${admin.id}`, limits.windowMs)
    if (tries.hits <= limits.perAddress) return true
    await tooManyRequests(reply, tries.retryAfterSeconds, 'codes')
    return false
  }

  /** With two-step sign-in required, the last passkey or the authenticator cannot go. */
  const keepsASecondStep = async (admin: SessionAdmin, removing: 'passkey' | 'authenticator') => {
    if (!(await twoStepRequired(app.db))) return true
    const steps = await secondStepsOf(app.db, admin.id)
    const passkeysLeft =
      (await listPasskeys(app.db, admin.id)).length - (removing === 'passkey' ? 1 : 0)
    const authenticatorLeft = steps.authenticator && removing !== 'authenticator'
    return passkeysLeft > 0 || authenticatorLeft
  }

  app.get(
    '/api/auth/sign-in-methods',
    { schema: { response: { 200: signInMethods, ...errorResponses } } },
    async (request) => {
      const admin = signedInAdmin(request)
      const steps = await secondStepsOf(app.db, admin.id)
      return {
        passkeys: await listPasskeys(app.db, admin.id),
        authenticator: steps.authenticator,
        recoveryCodesLeft: steps.authenticator ? await recoveryCodesLeft(app.db, admin.id) : 0,
        hasPassword: steps.hasPassword,
        twoStepRequired: await twoStepRequired(app.db),
      }
    },
  )

  app.post(
    '/api/auth/passkeys/options',
    { schema: { response: { 200: webauthnOptions, ...errorResponses } } },
    async (request) => ({
      ...(await registrationOptions(app.db, twoStep, signedInAdmin(request))),
    }),
  )

  app.post(
    '/api/auth/passkeys',
    { schema: { body: newPasskey, response: { 201: done, ...errorResponses } } },
    async (request, reply) => {
      const admin = signedInAdmin(request)
      const name = request.body.name || deviceName(request.headers['user-agent'])
      const added = await addPasskey(app.db, twoStep, admin, {
        name,
        response: request.body.response,
      })
      if (!added) return sendError(reply, 400, twoStepMessages.passkeyNotSaved)
      await recordSecurityEvent(app.db, {
        kind: 'passkey-added',
        actor: await logActor(app.db, admin.id),
        address: request.ip,
        detail: { name },
      })
      await finishSetup(request, reply, admin)
      return reply.code(201).send({ success: true })
    },
  )

  app.patch(
    '/api/auth/passkeys/:id',
    {
      schema: {
        params: passkeyId,
        body: passkeyRename,
        response: { 200: done, ...errorResponses },
      },
    },
    async (request, reply) => {
      const renamed = await renamePasskey(
        app.db,
        signedInAdmin(request).id,
        request.params.id,
        request.body.name,
      )
      if (!renamed) return sendError(reply, 404, twoStepMessages.passkeyNotFound)
      return { success: true as const }
    },
  )

  app.delete(
    '/api/auth/passkeys/:id',
    { schema: { params: passkeyId, response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      const admin = signedInAdmin(request)
      const [steps, keys] = [
        await secondStepsOf(app.db, admin.id),
        await listPasskeys(app.db, admin.id),
      ]
      // Without a password, the last passkey is the only way back in.
      if (!steps.hasPassword && keys.length === 1 && keys[0]?.id === request.params.id) {
        return sendError(reply, 409, twoStepMessages.onlyWayIn)
      }
      if (!(await keepsASecondStep(admin, 'passkey'))) {
        return sendError(reply, 409, twoStepMessages.lastMethod)
      }
      const name = await removePasskey(app.db, admin.id, request.params.id)
      if (name === null) return sendError(reply, 404, twoStepMessages.passkeyNotFound)
      await recordSecurityEvent(app.db, {
        kind: 'passkey-removed',
        actor: await logActor(app.db, admin.id),
        address: request.ip,
        detail: { name },
      })
      return { success: true as const }
    },
  )

  app.post(
    '/api/auth/authenticator/setup',
    { schema: { response: { 200: authenticatorSetup, ...errorResponses } } },
    async (request, reply) => {
      const setup = await startAuthenticatorSetup(
        app.db,
        twoStep.key(),
        signedInAdmin(request),
        twoStep.issuer,
      )
      if (!setup) return sendError(reply, 409, 'The authenticator app is already on.')
      return setup
    },
  )

  app.post(
    '/api/auth/authenticator/confirm',
    { schema: { body: authenticatorCode, response: { 200: recoveryCodes, ...errorResponses } } },
    async (request, reply) => {
      const admin = signedInAdmin(request)
      if (!(await codeAllowed(admin, reply))) return reply
      const codes = await confirmAuthenticator(app.db, twoStep.key(), admin.id, request.body.code)
      if (!codes) return sendError(reply, 400, twoStepMessages.wrongCode)
      await recordSecurityEvent(app.db, {
        kind: 'two-step-enabled',
        actor: await logActor(app.db, admin.id),
        address: request.ip,
        detail: { method: 'authenticator' },
      })
      await finishSetup(request, reply, admin)
      return { success: true as const, recoveryCodes: codes }
    },
  )

  app.post(
    '/api/auth/authenticator/off',
    { schema: { body: authenticatorCode, response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      const admin = signedInAdmin(request)
      if (!(await codeAllowed(admin, reply))) return reply
      if (!(await keepsASecondStep(admin, 'authenticator'))) {
        return sendError(reply, 409, twoStepMessages.lastMethod)
      }
      const right = await useAuthenticatorCode(
        app.db,
        twoStep.key(),
        admin.id,
        request.body.code,
        true,
      )
      if (!right) return sendError(reply, 400, twoStepMessages.wrongCode)
      await turnOffAuthenticator(app.db, admin.id)
      await recordSecurityEvent(app.db, {
        kind: 'two-step-disabled',
        actor: await logActor(app.db, admin.id),
        address: request.ip,
        detail: { method: 'authenticator' },
      })
      return { success: true as const }
    },
  )
}

export default signInMethodRoutes
