import {
  emailChange,
  nameChange,
  ownAccount,
  ownSessionParams,
  ownSessions,
  passwordChange,
  sessionsEnded,
} from '@site/contract/account'
import { done, errorResponses } from '@site/contract/api-error'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requestEmailChange } from '../account/email-change.js'
import {
  accountMessages,
  changeName,
  changePassword,
  checkCurrentPassword,
  ownAccountOf,
} from '../account/own-account.js'
import { endOtherSessions, endOwnSession, listOwnSessions } from '../account/own-sessions.js'
import { sendError } from '../http/send-error.js'
import { tooManyRequests } from '../http/too-many-requests.js'
import type { SessionAdmin } from '../staff-auth/admin-sessions.js'
import { signedInAdmin } from '../staff-auth/require-admin.js'

/** Everyone's own account (decision 064): name, password, e-mail address, sessions. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const accountResponse = async (userId: string) => {
    const account = await ownAccountOf(app.db, userId)
    if (!account) throw new Error('the signed-in account was not found')
    return account
  }
  /**
   * Responds with 400 or 429 and returns true unless the current password is right (or the account has
   * none yet). A boolean, not the reply: a reply is thenable, so awaiting it would not stop here.
   */
  const currentPasswordRejected = async (
    reply: FastifyReply,
    admin: SessionAdmin,
    currentPassword: string | undefined,
  ): Promise<boolean> => {
    const check = await checkCurrentPassword(app.db, admin.id, currentPassword)
    if (check.outcome === 'throttled') {
      tooManyRequests(reply, check.retryAfterSeconds, accountMessages.tooManyTries)
      return true
    }
    if (check.outcome === 'rejected') {
      sendError(reply, 400, check.message)
      return true
    }
    return false
  }

  app.get(
    '/api/admin/account',
    { schema: { response: { 200: ownAccount, ...errorResponses } } },
    async (request) => accountResponse(signedInAdmin(request).id),
  )

  app.patch(
    '/api/admin/account/name',
    { schema: { body: nameChange, response: { 200: ownAccount, ...errorResponses } } },
    async (request) => {
      const admin = signedInAdmin(request)
      await changeName(app.db, admin, request.body.name, request.ip)
      return accountResponse(admin.id)
    },
  )

  app.post(
    '/api/admin/account/password',
    { schema: { body: passwordChange, response: { 200: sessionsEnded, ...errorResponses } } },
    async (request, reply) => {
      const admin = signedInAdmin(request)
      if (await currentPasswordRejected(reply, admin, request.body.currentPassword)) return reply
      const result = await changePassword(app.db, admin, request.body.newPassword, request.ip)
      if (result.outcome === 'weak') return sendError(reply, 400, result.message)
      return { success: true as const, ended: result.ended }
    },
  )

  app.post(
    '/api/admin/account/email',
    { schema: { body: emailChange, response: { 200: ownAccount, ...errorResponses } } },
    async (request, reply) => {
      const admin = signedInAdmin(request)
      if (await currentPasswordRejected(reply, admin, request.body.currentPassword)) return reply
      const result = await requestEmailChange(
        {
          db: app.db,
          mailer: app.mailer,
          staffMail: app.staffMail,
          secret: app.auth.policy.secret,
        },
        admin,
        request.body.email,
      )
      if (result.outcome === 'rejected') return sendError(reply, result.status, result.message)
      return accountResponse(admin.id)
    },
  )

  app.get(
    '/api/admin/account/sessions',
    { schema: { response: { 200: ownSessions, ...errorResponses } } },
    async (request) => ({
      sessions: await listOwnSessions(app.db, signedInAdmin(request), app.auth.policy),
    }),
  )

  app.delete(
    '/api/admin/account/sessions/:id',
    { schema: { params: ownSessionParams, response: { 200: done, ...errorResponses } } },
    async (request, reply) => {
      const ended = await endOwnSession(
        app.db,
        signedInAdmin(request),
        request.params.id,
        request.ip,
      )
      if (!ended) return sendError(reply, 404, accountMessages.sessionNotYours)
      return { success: true as const }
    },
  )

  app.post(
    '/api/admin/account/sessions/end-others',
    { schema: { response: { 200: sessionsEnded, ...errorResponses } } },
    async (request) => ({
      success: true as const,
      ended: await endOtherSessions(app.db, signedInAdmin(request), request.ip),
    }),
  )
}

export default accountRoutes
