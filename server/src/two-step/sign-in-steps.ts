import type { PendingStep } from '@site/contract/admin-session'
import { type Database, passkeys, securityPolicy, staffAccounts } from '@site/db'
import { count, eq } from 'drizzle-orm'

export interface SecondSteps {
  authenticator: boolean
  passkey: boolean
  hasPassword: boolean
}

/** Which second steps a person has set up. */
export async function secondStepsOf(db: Database, userId: string): Promise<SecondSteps> {
  const [user] = await db
    .select({
      totpEnabledAt: staffAccounts.totpEnabledAt,
      passwordHash: staffAccounts.passwordHash,
    })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, userId))
  const [keys] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId))
  return {
    authenticator: Boolean(user?.totpEnabledAt),
    passkey: (keys?.n ?? 0) > 0,
    hasPassword: Boolean(user?.passwordHash),
  }
}

/** Whether the owner requires two-step sign-in of every account (no row yet: not required). */
export async function twoStepRequired(db: Database): Promise<boolean> {
  const [row] = await db.select().from(securityPolicy).limit(1)
  return row?.requireTwoStep ?? false
}

export async function setTwoStepRequired(
  db: Database,
  requireTwoStep: boolean,
  by: string,
): Promise<void> {
  await db
    .insert(securityPolicy)
    .values({ id: true, requireTwoStep, updatedBy: by })
    .onConflictDoUpdate({
      target: securityPolicy.id,
      set: { requireTwoStep, updatedBy: by, updatedAt: new Date() },
    })
}

/**
 * What a right password still needs: the person's second step when they have one (a password
 * alone is then never enough), setting one up when the owner requires it, else nothing.
 */
export async function stepAfterPassword(
  db: Database,
  steps: SecondSteps,
): Promise<PendingStep | null> {
  if (steps.authenticator || steps.passkey) return 'second-factor'
  return (await twoStepRequired(db)) ? 'setup-second-factor' : null
}
