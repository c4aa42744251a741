import type { FastifyRequest } from 'fastify'
import { recordSecurityEvent } from '../security-log/record-security-event.js'

export type SignInMethod = 'password' | 'passkey' | 'password+code' | 'recovery-code'

/** Records a finished sign-in in the security log, with how it was done and from where. */
export async function recordSignIn(
  request: FastifyRequest,
  user: { id: string; username: string },
  method: SignInMethod,
): Promise<void> {
  await recordSecurityEvent(request.server.db, {
    kind: 'sign-in',
    actor: { id: user.id, name: user.username },
    address: request.ip,
    detail: { method },
  })
}
