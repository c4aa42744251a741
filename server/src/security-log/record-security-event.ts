import { type Database, securityEvents, type Transaction } from '@site/db'

/** What the security log records (docs/security.md). */
export type SecurityEventKind =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out-everywhere'
  | 'session-ended'
  | 'invite-sent'
  | 'invite-resent'
  | 'invite-withdrawn'
  | 'invite-accepted'
  | 'role-changed'
  | 'account-locked'
  | 'account-unlocked'
  | 'account-removed'
  | 'password-changed'
  | 'password-reset-requested'
  | 'password-reset'
  | 'email-changed'
  | 'name-changed'
  | 'passkey-added'
  | 'passkey-removed'
  | 'two-step-enabled'
  | 'two-step-disabled'
  | 'recovery-code-used'
  | 'two-step-required'
  | 'two-step-not-required'
  | 'settings-published'

export interface SecurityEvent {
  kind: SecurityEventKind
  /** Who did it; omit for someone not signed in. */
  actor?: { id: string; name: string }
  /** The account it was done to, when not the actor's own. */
  subject?: { id: string; name: string }
  /** The client's address (`request.ip`). */
  address?: string
  /** Further facts (the method of a sign-in, the new role); never a secret. */
  detail?: Record<string, unknown>
}

/** Writes one entry of the security log. Pass the transaction when the change runs in one. */
export async function recordSecurityEvent(
  db: Database | Transaction,
  event: SecurityEvent,
): Promise<void> {
  await db.insert(securityEvents).values({
    kind: event.kind,
    actorId: event.actor?.id,
    actorName: event.actor?.name,
    subjectId: event.subject?.id,
    subjectName: event.subject?.name,
    address: event.address,
    detail: event.detail ?? {},
  })
}
