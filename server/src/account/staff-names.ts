import { adminUsers, type Database, type Transaction } from '@site/db'
import { eq } from 'drizzle-orm'

/** The name the portal shows for an account: its display name, else its username. */
export async function staffNameOf(db: Database | Transaction, userId: string): Promise<string> {
  const [row] = await db
    .select({ name: adminUsers.displayName, username: adminUsers.username })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId))
  return row?.name ?? row?.username ?? 'Someone'
}

/** Who did something, as the security log names them: the one way to fill an event's actor. */
export async function logActor(
  db: Database | Transaction,
  userId: string,
): Promise<{ id: string; name: string }> {
  return { id: userId, name: await staffNameOf(db, userId) }
}
