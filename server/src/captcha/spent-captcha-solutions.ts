import { type Database, spentCaptchaSolutions } from '@site/db'
import { lt, sql } from 'drizzle-orm'

/**
 * Records a solved challenge as used. Returns false when it already was (a replay). One
 * statement, so two simultaneous submissions of the same solution cannot both succeed.
 */
export async function spendCaptchaSolution(
  db: Database,
  challengeHash: string,
  expiresAt: Date,
): Promise<boolean> {
  const inserted = await db
    .insert(spentCaptchaSolutions)
    .values({ challengeHash, expiresAt })
    .onConflictDoNothing()
    .returning({ challengeHash: spentCaptchaSolutions.challengeHash })
  return inserted.length === 1
}

/** Forgets solutions whose challenge has expired: their signature check refuses them anyway. */
export async function purgeSpentCaptchaSolutions(db: Database): Promise<void> {
  await db.delete(spentCaptchaSolutions).where(lt(spentCaptchaSolutions.expiresAt, sql`now()`))
}
