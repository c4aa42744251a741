import { applyMigrations, connectDatabase, type Database } from '@site/db'
import type { Config } from '../config.js'
import { siteDatabaseToAdminister } from './site-services.js'

/**
 * Runs `work` on the site's database, migrated to this release (a command may run before the
 * API ever started on it), and lets go of it afterwards.
 */
export async function withSiteDatabase<T>(
  config: Config,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const site = await siteDatabaseToAdminister(config)
  try {
    const { db, pool } = connectDatabase(site.databaseUrl, () => {}, { max: 2 })
    try {
      await applyMigrations(db)
      return await work(db)
    } finally {
      await pool.end().catch(() => {})
    }
  } finally {
    await site.close()
  }
}
