import { sessionMessages } from '@site/contract/session-messages'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { findSessionAdmin } from './admin-sessions.js'

/** Route guard: answers 401 unless the request carries a live admin session. */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
  const { auth, db } = request.server
  const token = request.cookies[auth.cookieName]
  const admin = token ? await findSessionAdmin(db, token, auth.policy) : null
  if (!admin) {
    return reply.code(401).send({ success: false, message: sessionMessages.sessionEnded })
  }
  request.admin = admin
}
