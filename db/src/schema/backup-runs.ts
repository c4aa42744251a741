import { bigint, boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * One row per nightly backup (server/src/backup/nightly-backup.ts): when it ran, the archive it
 * wrote, and how each step went. `offsiteOk` is null when no off-site store is configured.
 */
export const backupRuns = pgTable('backup_runs', {
  id: uuid().primaryKey().defaultRandom(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }),
  /** The archive's file name in BACKUP_DIR (and under BACKUP_S3_PREFIX off-site). */
  file: text(),
  size: bigint({ mode: 'number' }),
  encrypted: boolean().notNull().default(false),
  verified: boolean().notNull().default(false),
  localOk: boolean().notNull().default(false),
  offsiteOk: boolean(),
  /** What went wrong, in plain words; null when everything went well. */
  error: text(),
})
