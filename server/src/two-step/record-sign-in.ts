import type { FastifyRequest } from 'fastify'
import { logActor } from '../account/staff-names.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'

export type SignInMethod = 'password' | 'passkey' | 'password+code' | 'recovery-code'

/**
 * Records a finished sign-in in the security log, with how it was done and from where; the log
 * names the person by their name ("Thandi signed in with a passkey").
 */
export async function recordSignIn(
  request: FastifyRequest,
  user: { id: string },
  method: SignInMethod,
): Promise<void> {
  await recordSecurityEvent(request.server.db, {
    kind: 'sign-in',
    actor: await logActor(request.server.db, user.id),
    address: request.ip,
    detail: { method },
  })
}
