import type { OwnAccount } from '@site/contract/account'
import { type Database, staffAccounts, staffTokens } from '@site/db'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { countAttempt, peekAttempts } from '../shared/rate-limits.js'
import { endSessionsOf, type SessionAdmin } from '../staff-auth/admin-sessions.js'
import { passwordProblem } from '../staff-auth/password-policy.js'
import { hashPassword, verifyPassword } from '../staff-auth/passwords.js'
import { withdrawStaffTokens } from '../staff-auth/staff-tokens.js'
import { logActor, personName, personNameColumn } from './staff-names.js'

/** The signed-in person, as the Account section shows them. */
export async function ownAccountOf(db: Database, userId: string): Promise<OwnAccount | null> {
  const [user] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, userId))
  if (!user) return null
  const [pending] = await db
    .select({ newEmail: staffTokens.newEmail })
    .from(staffTokens)
    .where(
      and(
        eq(staffTokens.userId, userId),
        eq(staffTokens.purpose, 'email-change'),
        isNull(staffTokens.usedAt),
        gt(staffTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(staffTokens.createdAt))
    .limit(1)
  return {
    id: user.id,
    name: personName(user),
    username: user.username,
    email: user.email,
    role: user.role,
    hasPassword: user.passwordHash !== null,
    pendingEmail: pending?.newEmail ?? null,
  }
}

export async function changeName(
  db: Database,
  admin: SessionAdmin,
  name: string,
  address: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: personNameColumn })
      .from(staffAccounts)
      .where(eq(staffAccounts.id, admin.id))
    await tx
      .update(staffAccounts)
      .set({ displayName: name, updatedAt: new Date() })
      .where(eq(staffAccounts.id, admin.id))
    await recordSecurityEvent(tx, {
      kind: 'name-changed',
      actor: { id: admin.id, name },
      address,
      detail: { from: before?.name ?? null, to: name },
    })
  })
}

/** Wrong current passwords per account per window: a stolen session cannot guess on and on. */
const CURRENT_PASSWORD_TRIES = 10
const CURRENT_PASSWORD_WINDOW_MS = 15 * 60_000

export const accountMessages = {
  currentRequired: 'Enter your current password.',
  currentWrong: 'Your current password is not right.',
  tooManyTries: 'wrong current passwords',
  sameEmail: 'This is already your address.',
  emailTaken: 'This address is already used by another account.',
  sessionNotYours: 'This session is not one of yours, or it has already ended.',
  mailFailed: 'The confirmation mail could not be sent. Please try again later.',
} as const

export type CurrentPasswordCheck =
  | { outcome: 'ok' }
  | { outcome: 'rejected'; message: string }
  | { outcome: 'throttled'; retryAfterSeconds: number }

/**
 * Asks for the current password before a change of password or address, unless the person has
 * none (passkeys only). Wrong ones are counted per account.
 */
export async function checkCurrentPassword(
  db: Database,
  userId: string,
  currentPassword: string | undefined,
): Promise<CurrentPasswordCheck> {
  const [user] = await db
    .select({ passwordHash: staffAccounts.passwordHash })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, userId))
  if (!user) return { outcome: 'rejected', message: accountMessages.currentWrong }
  if (user.passwordHash === null) return { outcome: 'ok' }
  if (!currentPassword) return { outcome: 'rejected', message: accountMessages.currentRequired }
  const key = `account:current-password:${userId}`
  const tries = await peekAttempts(db, key)
  if (tries && tries.hits >= CURRENT_PASSWORD_TRIES) {
    return { outcome: 'throttled', retryAfterSeconds: tries.retryAfterSeconds }
  }
  if (await verifyPassword(user.passwordHash, currentPassword)) return { outcome: 'ok' }
  await countAttempt(db, key, CURRENT_PASSWORD_WINDOW_MS)
  return { outcome: 'rejected', message: accountMessages.currentWrong }
}

/**
 * Sets a new password (the policy's checks first) and ends the person's other sessions: a
 * device someone else holds is signed out; this one stays.
 */
export async function changePassword(
  db: Database,
  admin: SessionAdmin,
  newPassword: string,
  address: string,
): Promise<{ outcome: 'ok'; ended: number } | { outcome: 'weak'; message: string }> {
  const problem = passwordProblem(newPassword)
  if (problem) return { outcome: 'weak', message: problem }
  const passwordHash = await hashPassword(newPassword)
  const ended = await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(staffAccounts.id, admin.id))
    // A reset link asked for earlier would otherwise set another password later.
    await withdrawStaffTokens(tx, admin.id, 'password-reset')
    const others = await endSessionsOf(tx, admin.id, admin.sessionId)
    await recordSecurityEvent(tx, {
      kind: 'password-changed',
      actor: await logActor(tx, admin.id),
      address,
      detail: { otherSessionsEnded: others },
    })
    return others
  })
  return { outcome: 'ok', ended }
}
