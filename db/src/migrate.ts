import { fileURLToPath } from 'node:url'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { Database } from './client.js'

/** The committed SQL migrations written by `drizzle-kit generate`. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url))

/** Applies every pending migration; safe to run concurrently from several processes. */
export async function applyMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder })
}
