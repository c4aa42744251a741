import { appliedMigrationCount, type Database } from '@site/db'
import type pg from 'pg'
import type { ObjectStore } from '../storage/object-store.js'
import { appTables, qualified } from './app-tables.js'
import { ArchiveError } from './archive-error.js'
import type { Manifest } from './archive-format.js'

/**
 * Tables whose rows the migrations themselves write (catalogue_version's single counter row): they
 * do not make a database "not empty", and a restore replaces their rows with the archive's.
 */
export const SEEDED_BY_MIGRATIONS = ['catalogue_version']

export interface RestoreTarget {
  db: Database
  pool: pg.Pool
  storage: ObjectStore
}

/**
 * Refuses unless the target holds nothing of a site: no row in any of the app's tables, no object
 * in the bucket (or no bucket), and no schema newer than the archive's. Reads only.
 */
export async function assertEmptyTarget(target: RestoreTarget, manifest: Manifest): Promise<void> {
  const applied = await appliedMigrationCount(target.db)
  if (applied > manifest.schema.migrations) {
    throw new ArchiveError(
      `The target database already has a newer schema (${applied} migrations) than the archive (${manifest.schema.migrations}): restore into a database without tables. Nothing was changed.`,
    )
  }
  const client = await target.pool.connect()
  try {
    for (const table of await appTables(client)) {
      if (SEEDED_BY_MIGRATIONS.includes(table.name)) continue
      const found = await client.query(`select 1 from ${qualified(client, table.name)} limit 1`)
      if (found.rowCount) {
        throw new ArchiveError(
          `The target database is not empty (table ${table.name} has rows): restore only into an empty database. Nothing was changed.`,
        )
      }
    }
  } finally {
    client.release()
  }
  if (await target.storage.bucketExists()) {
    const [first] = await target.storage.listObjectKeys('', 1)
    if (first !== undefined) {
      throw new ArchiveError(
        `The target bucket "${target.storage.bucket}" is not empty (it holds ${first}): restore only into an empty bucket. Nothing was changed.`,
      )
    }
  }
}
