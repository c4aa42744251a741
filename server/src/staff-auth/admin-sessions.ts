import type { StaffRole } from '@site/contract/admin-session'
import {
  adminSessions,
  type Database,
  type SessionPending,
  staffAccounts,
  type Transaction,
} from '@site/db'
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm'
import { hashSessionToken, newSessionToken } from './session-tokens.js'

export interface SessionPolicy {
  /** Ends a session not used for this long. */
  idleMs: number
  /** Ends a session this long after login, however active. */
  absoluteMs: number
  /** Keys the stored token hashes (SESSION_SECRET). */
  secret: string | undefined
}

export interface SessionAdmin {
  sessionId: string
  id: string
  username: string
  /** Their name as given in Staff or Your account; null when none was given. */
  displayName: string | null
  role: StaffRole
  /** Set while the sign-in still asks for a second step (the session opens nothing else). */
  pending: SessionPending | null
}

/**
 * A session waiting for its second step (or its set-up, which may mean installing an app) ends
 * after half an hour; the finished sign-in gets a new session of the full length.
 */
const PENDING_MS = 30 * 60 * 1000

// Recording every request's time would write on every call; a minute is precise enough.
const TOUCH_AFTER_MS = 60_000

/**
 * Starts a session for `userId`; returns the token for the cookie (never stored as such).
 * `userAgent` names the device in the person's list of sessions; `pending` makes a session that
 * opens only the second step of its sign-in (or its set-up).
 */
export async function startSession(
  db: Database,
  userId: string,
  policy: SessionPolicy,
  details: { userAgent?: string | undefined; pending?: SessionPending | null } = {},
): Promise<string> {
  const token = newSessionToken()
  await db.insert(adminSessions).values({
    tokenHash: hashSessionToken(token, policy.secret),
    userId,
    expiresAt: sql`now() + ${`${details.pending ? PENDING_MS : policy.absoluteMs} milliseconds`}::interval`,
    // A header is the sender's to fill: kept short enough for a list.
    userAgent: details.userAgent?.replaceAll('\u0000', '').slice(0, 512) || null,
    pending: details.pending ?? null,
  })
  return token
}

/** The admin behind a live session token, or null (unknown, ended by idleness or by age). */
export async function findSessionAdmin(
  db: Database,
  token: string,
  policy: SessionPolicy,
): Promise<SessionAdmin | null> {
  const idleCutoff = sql`now() - ${`${policy.idleMs} milliseconds`}::interval`
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      id: staffAccounts.id,
      username: staffAccounts.username,
      displayName: staffAccounts.displayName,
      role: staffAccounts.role,
      pending: adminSessions.pending,
      lastSeenAt: adminSessions.lastSeenAt,
    })
    .from(adminSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.tokenHash, hashSessionToken(token, policy.secret)),
        gt(adminSessions.expiresAt, sql`now()`),
        gt(adminSessions.lastSeenAt, idleCutoff),
        isNull(staffAccounts.lockedAt),
      ),
    )
  if (!row) return null
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db
      .update(adminSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(adminSessions.id, row.sessionId))
  }
  return {
    sessionId: row.sessionId,
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    role: row.role,
    pending: row.pending,
  }
}

export async function endSession(db: Database, token: string, secret: string | undefined) {
  await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashSessionToken(token, secret)))
}

/**
 * Ends every session of a person (a new password, a lock, a reset), but `except`, the session of
 * the request, when given; returns how many it ended.
 */
export async function endSessionsOf(
  db: Database | Transaction,
  userId: string,
  except?: string,
): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(
      and(
        eq(adminSessions.userId, userId),
        except === undefined ? undefined : ne(adminSessions.id, except),
      ),
    )
    .returning({ id: adminSessions.id })
  return ended.length
}

/** Deletes sessions that can no longer be used. */
export async function purgeEndedSessions(db: Database, idleMs: number): Promise<void> {
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.expiresAt, sql`now()`),
        lt(adminSessions.lastSeenAt, sql`now() - ${`${idleMs} milliseconds`}::interval`),
      ),
    )
}
