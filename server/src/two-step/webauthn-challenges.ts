import { type Database, type Transaction, webauthnChallenges } from '@site/db'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'

export type ChallengePurpose = 'registration' | 'authentication'

const LIFETIME = '5 minutes'

/** Keeps a challenge for five minutes, in the database so that any replica can check the response. */
export async function saveChallenge(
  db: Database,
  purpose: ChallengePurpose,
  challenge: string,
  userId: string | null,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, sql`now()`))
  await db.insert(webauthnChallenges).values({
    purpose,
    challenge,
    userId,
    expiresAt: sql`now() + ${LIFETIME}::interval`,
  })
}

/**
 * Uses a challenge: true once, while it is live, for the purpose and person it was made for
 * (null: a sign-in by passkey alone). One statement, so two answers cannot both use it.
 */
export async function takeChallenge(
  db: Database | Transaction,
  purpose: ChallengePurpose,
  challenge: string,
  userId: string | null,
): Promise<boolean> {
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        userId ? eq(webauthnChallenges.userId, userId) : isNull(webauthnChallenges.userId),
        gt(webauthnChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: webauthnChallenges.id })
  return taken.length > 0
}
