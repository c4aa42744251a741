import { randomBytes } from 'node:crypto'
import { adminUsers, type Database } from '@site/db'
import { eq } from 'drizzle-orm'
import { clearAttempts, countAttempt, peekAttempts } from '../shared/rate-limits.js'
import { hashPassword, verifyPassword } from './passwords.js'

export interface LoginLimits {
  windowMs: number
  /** Attempts per client address per window, right or wrong. */
  perAddress: number
  /** Failed attempts per username per window. */
  failuresPerUser: number
}

export type LoginOutcome =
  | { outcome: 'ok'; user: { id: string; username: string } }
  | { outcome: 'invalid' }
  | { outcome: 'throttled'; retryAfterSeconds: number }

// An unknown username is checked against this hash, so it costs the same time as a wrong
// password and the answer's timing does not tell which usernames exist.
let dummyHash: Promise<string> | undefined
const dummyPasswordHash = () => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash
}

/** Checks a username and password, counting attempts per address and failures per username. */
export async function attemptLogin(
  db: Database,
  attempt: { username: string; password: string; address: string },
  limits: LoginLimits,
): Promise<LoginOutcome> {
  const byAddress = await countAttempt(db, `login:address:${attempt.address}`, limits.windowMs)
  if (byAddress.hits > limits.perAddress) {
    return { outcome: 'throttled', retryAfterSeconds: byAddress.retryAfterSeconds }
  }
  const userKey = `login:user:${attempt.username.toLowerCase()}`
  const failures = await peekAttempts(db, userKey)
  if (failures && failures.hits >= limits.failuresPerUser) {
    return { outcome: 'throttled', retryAfterSeconds: failures.retryAfterSeconds }
  }

  const [user] = await db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, attempt.username))
    .limit(1)
  const valid = await verifyPassword(
    user?.passwordHash ?? (await dummyPasswordHash()),
    attempt.password,
  )
  if (user && valid) {
    await clearAttempts(db, userKey)
    return { outcome: 'ok', user: { id: user.id, username: user.username } }
  }
  await countAttempt(db, userKey, limits.windowMs)
  return { outcome: 'invalid' }
}
