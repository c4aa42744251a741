import { randomBytes } from 'node:crypto'
import { type Database, siteSecrets } from '@site/db'
import { eq } from 'drizzle-orm'

/**
 * The secret stored under `name`, created (32 random bytes, hex) on first use. Every API instance
 * reads the same value, whichever of them created it.
 */
export async function loadOrCreateSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(siteSecrets)
    .values({ name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing()
  const [row] = await db.select().from(siteSecrets).where(eq(siteSecrets.name, name))
  if (!row) throw new Error(`the site secret "${name}" was not stored`)
  return row.value
}
