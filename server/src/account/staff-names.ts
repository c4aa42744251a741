import { type Database, staffAccounts, type Transaction } from '@site/db'
import { eq, sql } from 'drizzle-orm'

/** The name the portal shows for an account: its display name, else its username. */
export function personName(user: { displayName: string | null; username: string }): string {
  return user.displayName ?? user.username
}

/** `personName` in a query over the accounts. */
export const personNameColumn = sql<string>`coalesce(${staffAccounts.displayName}, ${staffAccounts.username})`

/** The order people are listed in by that name, case aside. */
export const personNameOrder = sql`lower(${personNameColumn})`

/** `personName` of an account by its id. */
export async function staffNameOf(db: Database | Transaction, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: personNameColumn })
    .from(staffAccounts)
    .where(eq(staffAccounts.id, userId))
  return row?.name ?? 'Someone'
}

/** Who did something, as the security log names them: the one way to fill an event's actor. */
export async function logActor(
  db: Database | Transaction,
  userId: string,
): Promise<{ id: string; name: string }> {
  return { id: userId, name: await staffNameOf(db, userId) }
}
