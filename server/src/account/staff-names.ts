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
