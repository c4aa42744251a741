import { sql } from 'drizzle-orm'
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core'

/**
 * One row counting committed changes to `media`, so every API process can tell whether the public
 * catalogue it holds in memory is still current with one tiny read. The counter is raised by a
 * trigger at each committing transaction that touched `media` (migration 0011), never by code.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean().primaryKey().default(true),
    version: bigint({ mode: 'bigint' }).notNull(),
  },
  (table) => [check('catalogue_version_one_row', sql`${table.id}`)],
)
