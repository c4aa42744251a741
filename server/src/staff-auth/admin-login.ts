import { randomBytes } from 'node:crypto'
import type { StaffRole } from '@site/contract/admin-session'
import { type Database, staffAccounts } from '@site/db'
import { desc, eq, or, sql } from 'drizzle-orm'
import { clearAttempts, countAttempt, peekAttempts } from '../shared/rate-limits.js'
import { hashPassword, verifyPassword } from './passwords.js'

export interface LoginLimits {
  windowMs: number
  /** Attempts per client address per window, right or wrong. */
  perAddress: number
  /** Failed attempts per username from one address per window: a guesser locks out only itself. */
  failuresPerUserAndAddress: number
  /** Failed attempts per username from all addresses, in a longer window: many guessers at once. */
  failuresPerUser: number
  userWindowMs: number
}

export type LoginOutcome =
  | { outcome: 'ok'; user: { id: string; username: string; role: StaffRole } }
  | { outcome: 'invalid' }
  | { outcome: 'throttled'; retryAfterSeconds: number }

// An unknown username is checked against this hash, so it costs the same time as a wrong
// password and the response's timing does not tell which usernames exist.
let dummyHash: Promise<string> | undefined
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}

/**
 * Checks a username and password. Counted: every attempt per address; failures per username
 * from that address (so someone guessing elsewhere cannot lock the staff member out); and,
 * over a longer window, failures per username from everywhere (many addresses guessing at once).
 */
export async function attemptLogin(
  db: Database,
  attempt: { username: string; password: string; address: string },
  limits: LoginLimits,
): Promise<LoginOutcome> {
  const byAddress = await countAttempt(db, `login:address:${attempt.address}`, limits.windowMs)
  if (byAddress.hits > limits.perAddress) {
    return { outcome: 'throttled', retryAfterSeconds: byAddress.retryAfterSeconds }
  }
  const username = attempt.username.toLowerCase()
  const pairKey = `login:user-address:${username}:${attempt.address}`
  const userKey = `login:user:${username}`
  for (const [key, allowed] of [
    [pairKey, limits.failuresPerUserAndAddress],
    [userKey, limits.failuresPerUser],
  ] as const) {
    const failures = await peekAttempts(db, key)
    if (failures && failures.hits >= allowed) {
      return { outcome: 'throttled', retryAfterSeconds: failures.retryAfterSeconds }
    }
  }

  const [user] = await db
    .select()
    .from(staffAccounts)
    // The username or the e-mail address, in any case (an invited person's username is their
    // address); an exact username wins over another account's address.
    .where(
      or(eq(sql`lower(${staffAccounts.username})`, username), eq(staffAccounts.email, username)),
    )
    .orderBy(desc(eq(staffAccounts.username, attempt.username)))
    .limit(1)
  const valid = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    attempt.password,
  )
  if (user && valid && !user.lockedAt) {
    // The username's total stays: a right password must not give guessers a fresh allowance.
    await clearAttempts(db, pairKey)
    return { outcome: 'ok', user: { id: user.id, username: user.username, role: user.role } }
  }
  await countAttempt(db, pairKey, limits.windowMs)
  await countAttempt(db, userKey, limits.userWindowMs)
  return { outcome: 'invalid' }
}
