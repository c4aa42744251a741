import { sql } from 'drizzle-orm'
import { bigint, boolean, check, pgTable } from 'drizzle-orm/pg-core'

/**
 * One row counting committed changes to what the public pages are made from (`media`, the
 * portfolio tables, the site settings), so every API process can tell whether the catalogue and
 * pages it holds in memory are still current with one tiny read. The counter is raised by a
 * trigger at each committing transaction that touched them (migrations 0011, 0014, 0019), never
 * by code.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean().primaryKey().default(true),
    version: bigint({ mode: 'bigint' }).notNull(),
  },
  (table) => [check('catalogue_version_one_row', sql`${table.id}`)],
)
