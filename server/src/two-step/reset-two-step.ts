import { type Database, passkeys, recoveryCodes, staffAccounts } from '@site/db'
import { eq } from 'drizzle-orm'
import { endSessionsOf } from '../staff-auth/admin-sessions.js'

/**
 * The owner starts a person's second steps over (a lost phone without recovery codes): their
 * passkeys, authenticator and recovery codes go, and so do their sessions. Returns the person's
 * username, or null when there is no such account.
 */
export async function resetTwoStep(db: Database, userId: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .update(staffAccounts)
      .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: new Date() })
      .where(eq(staffAccounts.id, userId))
      .returning({ username: staffAccounts.username })
    if (!person) return null
    await tx.delete(passkeys).where(eq(passkeys.userId, userId))
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId))
    await endSessionsOf(tx, userId)
    return person.username
  })
}
