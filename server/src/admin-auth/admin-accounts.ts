import { adminUsers, type Database } from '@site/db'
import { eq, sql } from 'drizzle-orm'
import { endSessionsOf } from './admin-sessions.js'
import { generatePassword, hashPassword, verifyPassword } from './passwords.js'

export type AdminAccountResult =
  | { outcome: 'unchanged' | 'created' | 'updated' }
  | { outcome: 'generated'; password: string }
  | { outcome: 'missing' }

/**
 * Makes the configured admin account exist. A configured password is stored (hashed) when it
 * differs from the stored one. Without one, an existing account is kept; otherwise a strong
 * password is generated when allowed (the embedded mode) and returned so it can be shown once.
 */
export async function ensureAdminAccount(
  db: Database,
  options: { username: string; password?: string; generateWhenMissing: boolean },
): Promise<AdminAccountResult> {
  const [existing] = await db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.username, options.username))
    .limit(1)

  if (options.password !== undefined) {
    if (existing?.passwordHash && (await verifyPassword(existing.passwordHash, options.password))) {
      return { outcome: 'unchanged' }
    }
    const id = await saveAdmin(db, options.username, options.password)
    // A changed password logs out whoever used the old one.
    if (existing) await endSessionsOf(db, id)
    return { outcome: existing ? 'updated' : 'created' }
  }
  if (existing) return { outcome: 'unchanged' }
  if (!options.generateWhenMissing) return { outcome: 'missing' }
  const password = generatePassword()
  await saveAdmin(db, options.username, password)
  return { outcome: 'generated', password }
}

/** Sets a password (creating the account if needed) and ends the account's sessions. */
export async function setAdminPassword(
  db: Database,
  username: string,
  password: string,
): Promise<'created' | 'updated'> {
  const [existing] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.username, username))
  const id = await saveAdmin(db, username, password)
  await endSessionsOf(db, id)
  return existing ? 'updated' : 'created'
}

async function saveAdmin(db: Database, username: string, password: string): Promise<string> {
  const passwordHash = await hashPassword(password)
  const [row] = await db
    .insert(adminUsers)
    .values({ username, passwordHash })
    .onConflictDoUpdate({
      target: adminUsers.username,
      set: { passwordHash, updatedAt: sql`now()` },
    })
    .returning({ id: adminUsers.id })
  if (!row) throw new Error(`the admin account ${username} was not saved`)
  return row.id
}
