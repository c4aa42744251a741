import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The one-time fixes of rows older versions wrote (server/src/periodic-work.ts) that this database
 * has had. Kept in the database the fixed rows are in, so a backup carries them together: a
 * restore of an archive made before a fix brings no row here, and the fix runs again.
 */
export const completedBackfills = pgTable('completed_backfills', {
  name: text().primaryKey(),
  completedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
