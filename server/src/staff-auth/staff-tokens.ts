import { type Database, type StaffTokenPurpose, staffTokens, type Transaction } from '@site/db'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import { hashSessionToken, newSessionToken } from './session-tokens.js'

/** How long each kind of mailed link works. */
export const staffTokenLifetimeMs: Record<StaffTokenPurpose, number> = {
  invite: 48 * 60 * 60_000,
  'password-reset': 60 * 60_000,
  'email-change': 24 * 60 * 60_000,
}

/**
 * A new single-use token for a mailed link; any earlier unused one of the same purpose for the
 * same person stops working (a resent invite or a second reset request supersedes the first).
 * Returns the token for the link; only its hash is stored.
 */
export async function issueStaffToken(
  db: Database,
  options: {
    userId: string
    purpose: StaffTokenPurpose
    secret: string | undefined
    newEmail?: string
  },
): Promise<string> {
  const token = newSessionToken()
  const lifetime = `${staffTokenLifetimeMs[options.purpose]} milliseconds`
  await db.transaction(async (tx) => {
    await tx
      .delete(staffTokens)
      .where(
        and(
          eq(staffTokens.userId, options.userId),
          eq(staffTokens.purpose, options.purpose),
          isNull(staffTokens.usedAt),
        ),
      )
    await tx.insert(staffTokens).values({
      userId: options.userId,
      purpose: options.purpose,
      tokenHash: hashSessionToken(token, options.secret),
      newEmail: options.newEmail,
      expiresAt: sql`now() + ${lifetime}::interval`,
    })
  })
  return token
}

/** Where the token of a mailed link is the row's, for that purpose (used or not, expired or not). */
export function staffTokenMatches(
  token: string,
  purpose: StaffTokenPurpose,
  secret: string | undefined,
) {
  return and(
    eq(staffTokens.tokenHash, hashSessionToken(token, secret)),
    eq(staffTokens.purpose, purpose),
  )
}

/** Where the token matches and still works: not used yet and not expired. */
export function liveStaffTokenMatches(
  token: string,
  purpose: StaffTokenPurpose,
  secret: string | undefined,
) {
  return and(
    staffTokenMatches(token, purpose, secret),
    isNull(staffTokens.usedAt),
    gt(staffTokens.expiresAt, sql`now()`),
  )
}

export type StaffTokenUse =
  | { outcome: 'ok'; userId: string; newEmail: string | null }
  /** Unknown: never issued, tampered with, withdrawn or superseded (they look the same). */
  | { outcome: 'unknown' | 'expired' | 'used' }

/**
 * Uses a token once: only one of two requests racing with the same token gets 'ok'. Run it in
 * the transaction that acts on it, so a failure after it leaves the token unused.
 */
export async function useStaffToken(
  db: Database | Transaction,
  token: string,
  purpose: StaffTokenPurpose,
  secret: string | undefined,
): Promise<StaffTokenUse> {
  const [used] = await db
    .update(staffTokens)
    .set({ usedAt: sql`now()` })
    .where(liveStaffTokenMatches(token, purpose, secret))
    .returning({ userId: staffTokens.userId, newEmail: staffTokens.newEmail })
  if (used) return { outcome: 'ok', ...used }
  const [found] = await db
    .select({ usedAt: staffTokens.usedAt })
    .from(staffTokens)
    .where(staffTokenMatches(token, purpose, secret))
  if (!found) return { outcome: 'unknown' }
  return { outcome: found.usedAt ? 'used' : 'expired' }
}

/**
 * Withdraws a person's unused tokens of one purpose (a withdrawn invite; reset links once the
 * password or the address changed). Pass the transaction when the change runs in one.
 */
export async function withdrawStaffTokens(
  db: Database | Transaction,
  userId: string,
  purpose: StaffTokenPurpose,
): Promise<void> {
  await db
    .delete(staffTokens)
    .where(
      and(
        eq(staffTokens.userId, userId),
        eq(staffTokens.purpose, purpose),
        isNull(staffTokens.usedAt),
      ),
    )
}
