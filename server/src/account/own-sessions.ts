import type { OwnSession } from '@site/contract/account'
import { adminSessions, type Database } from '@site/db'
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import {
  endSessionsOf,
  type SessionAdmin,
  type SessionPolicy,
} from '../staff-auth/admin-sessions.js'
import { deviceWords } from './device-words.js'
import { logActor } from './staff-names.js'

/** The person's live sessions, most recently used first; `current` is this request's. */
export async function listOwnSessions(
  db: Database,
  admin: SessionAdmin,
  policy: SessionPolicy,
): Promise<OwnSession[]> {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, admin.id),
        gt(adminSessions.expiresAt, sql`now()`),
        gt(adminSessions.lastSeenAt, sql`now() - ${`${policy.idleMs} milliseconds`}::interval`),
      ),
    )
    .orderBy(desc(adminSessions.lastSeenAt))
  return rows.map((row) => ({
    id: row.id,
    device: deviceWords(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    // This one is in use right now, whatever the stored minute says.
    lastSeenAt: (row.id === admin.sessionId ? new Date() : row.lastSeenAt).toISOString(),
    current: row.id === admin.sessionId,
  }))
}

/**
 * Ends one of the person's own sessions. Another person's session id is refused exactly like
 * an unknown one (nothing tells the ids of others' sessions apart).
 */
export async function endOwnSession(
  db: Database,
  admin: SessionAdmin,
  sessionId: string,
  address: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(adminSessions)
      .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.userId, admin.id)))
      .returning({ id: adminSessions.id, userAgent: adminSessions.userAgent })
    const [session] = ended
    if (!session) return false
    await recordSecurityEvent(tx, {
      kind: 'session-ended',
      actor: await logActor(tx, admin.id),
      address,
      detail: { device: deviceWords(session.userAgent), own: session.id === admin.sessionId },
    })
    return true
  })
}

/** "Sign out everywhere else": every session of the person but this one. */
export async function endOtherSessions(
  db: Database,
  admin: SessionAdmin,
  address: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await endSessionsOf(tx, admin.id, admin.sessionId)
    await recordSecurityEvent(tx, {
      kind: 'sign-out-everywhere',
      actor: await logActor(tx, admin.id),
      address,
      detail: { ended },
    })
    return ended
  })
}
