import { type Database, staffAccounts, staffTokens } from '@site/db'
import { and, count, desc, eq, or, sql } from 'drizzle-orm'
import { personNameColumn } from '../account/staff-names.js'
import { recordSecurityEvent } from '../security-log/record-security-event.js'
import { endSessionsOf } from './admin-sessions.js'
import { generatePassword, hashPassword } from './passwords.js'

export type AdminAccountResult =
  | { outcome: 'unchanged' | 'created' }
  | { outcome: 'generated'; password: string }
  | { outcome: 'missing' }

/**
 * Makes the first owner (ADMIN_USERNAME, ADMIN_PASSWORD) when there is no account at all. Once
 * any account exists nothing is changed: a password chosen later (in the portal, by a reset link
 * or the CLI) is never overwritten by the configured one (decision 062). Without a configured
 * password one is generated when allowed (the embedded mode) and returned to be shown once.
 */
export async function ensureAdminAccount(
  db: Database,
  options: { username: string; password?: string; generateWhenMissing: boolean },
): Promise<AdminAccountResult> {
  const [accounts] = await db.select({ n: count() }).from(staffAccounts)
  if ((accounts?.n ?? 0) > 0) return { outcome: 'unchanged' }
  if (options.password === undefined && !options.generateWhenMissing) return { outcome: 'missing' }
  const password = options.password ?? generatePassword()
  const [made] = await db
    .insert(staffAccounts)
    .values({
      username: options.username,
      passwordHash: await hashPassword(password),
      role: 'owner',
    })
    // Two API replicas starting at once: one of them makes it.
    .onConflictDoNothing({ target: staffAccounts.username })
    .returning({ id: staffAccounts.id })
  if (!made) return { outcome: 'unchanged' }
  return options.password === undefined
    ? { outcome: 'generated', password }
    : { outcome: 'created' }
}

/** An account found by username or e-mail address (any case), for the CLI. */
export async function findAccount(db: Database, name: string) {
  const wanted = name.toLowerCase()
  const [row] = await db
    .select({
      id: staffAccounts.id,
      username: staffAccounts.username,
      name: personNameColumn,
    })
    .from(staffAccounts)
    .where(or(eq(sql`lower(${staffAccounts.username})`, wanted), eq(staffAccounts.email, wanted)))
    .orderBy(desc(eq(staffAccounts.username, name)))
    .limit(1)
  return row
}

/**
 * Sets a new password (already checked against the policy) for an existing account, ends all
 * its sessions and records 'password-reset'. An invited person's invite counts as accepted.
 */
export async function resetPassword(
  db: Database,
  account: { id: string; name: string },
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx
      .update(staffAccounts)
      .set({ passwordHash, invitedAt: null, updatedAt: sql`now()` })
      .where(eq(staffAccounts.id, account.id))
    await endSessionsOf(tx, account.id)
    // An open invite would set another password later: it is spent now.
    await tx
      .delete(staffTokens)
      .where(and(eq(staffTokens.userId, account.id), eq(staffTokens.purpose, 'invite')))
    await recordSecurityEvent(tx, {
      kind: 'password-reset',
      subject: account,
      detail: { by: 'the command line' },
    })
  })
}
