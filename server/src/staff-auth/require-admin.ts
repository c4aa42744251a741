import { sessionMessages } from '@site/contract/session-messages'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sendError } from '../http/send-error.js'
import { findSessionAdmin, type SessionAdmin } from './admin-sessions.js'

/** The admin whose live session the request carries, or null. */
export async function sessionAdminOf(request: FastifyRequest): Promise<SessionAdmin | null> {
  const { auth, db } = request.server
  const token = request.cookies[auth.cookieName]
  return token ? await findSessionAdmin(db, token, auth.policy) : null
}

/**
 * Route guard: responds with 401 unless the request carries a live, fully signed-in session (a session
 * still waiting for its second step opens nothing).
 */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  const admin = await sessionAdminOf(request)
  if (!admin || admin.pending) return sendError(reply, 401, sessionMessages.sessionEnded)
  request.admin = admin
}

/**
 * The signed-in person of a request that `requireAdmin` (or `requireOwnSession`) let through. A
 * route outside those scopes fails loudly instead of acting for nobody.
 */
export function signedInAdmin(request: FastifyRequest): SessionAdmin {
  if (!request.admin) throw new Error(`${request.url} was reached without a session check`)
  return request.admin
}

/**
 * For a scope already behind `requireAdmin`: 403 unless the signed-in person is an owner (no
 * second session lookup).
 */
export async function ownerOnly(request: FastifyRequest, reply: FastifyReply) {
  if (request.admin?.role !== 'owner') return sendError(reply, 403, sessionMessages.ownerOnly)
}
