import { sessionMessages } from '@site/contract/session-messages'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from '../http/send-error.js'
import { sessionAdminOf } from '../staff-auth/require-admin.js'

/**
 * Route guard for a person's own passkeys and authenticator: a signed-in session, or one that
 * must set up a second step first (two-step sign-in required) and may reach only these routes.
 */
export async function requireOwnSession(request: FastifyRequest, reply: FastifyReply) {
  const admin = await sessionAdminOf(request)
  if (!admin || admin.pending === 'second-factor') {
    return sendError(reply, 401, sessionMessages.sessionEnded)
  }
  request.admin = admin
}
