import type pg from 'pg'
import { type AppTable, qualified } from './app-tables.js'

/**
 * The columns that name objects: a text column holds one key, a jsonb column an array of objects
 * each with a `key`. A backup must hold every object these name for its rows to make sense; the
 * round-trip test fails when a table gains such a column that is not listed here.
 */
export const KEY_COLUMNS = [
  { table: 'media', column: 'object_key', holds: 'key' },
  { table: 'media', column: 'captions_key', holds: 'key' },
  { table: 'media', column: 'derivatives', holds: 'keys' },
  { table: 'inquiry_attachments', column: 'original_key', holds: 'key' },
  { table: 'inquiry_attachments', column: 'view_key', holds: 'key' },
  { table: 'inquiry_attachments', column: 'thumb_key', holds: 'key' },
  { table: 'resumable_uploads', column: 'parts', holds: 'keys' },
] as const

/**
 * The jsonb columns that name no objects: looked at, so the round-trip test knows them. (Should
 * the site settings ever hold an uploaded logo's key, `settings` moves up to KEY_COLUMNS.)
 */
export const KEYLESS_JSON_COLUMNS = [
  { table: 'site_settings_versions', column: 'settings' },
  { table: 'site_settings_versions', column: 'changes' },
  { table: 'passkeys', column: 'transports' },
  { table: 'security_events', column: 'detail' },
] as const

/** Columns whose names end in `_key` that hold no object's key (a passkey's public key). */
export const NON_OBJECT_KEY_COLUMNS = [{ table: 'passkeys', column: 'public_key' }] as const

/** Every key the rows name, of the columns that exist at the database's schema. */
export async function namedObjectKeys(
  client: pg.ClientBase,
  tables: AppTable[],
): Promise<Set<string>> {
  const selects = KEY_COLUMNS.filter(({ table, column }) =>
    tables.some((found) => found.name === table && found.columns.includes(column)),
  ).map(({ table, column, holds }) => {
    const from = qualified(client, table)
    const name = client.escapeIdentifier(column)
    return holds === 'key'
      ? `select ${name} as key from ${from} where ${name} is not null`
      : `select element->>'key' from ${from}, jsonb_array_elements(${name}) element`
  })
  if (selects.length === 0) return new Set()
  const result = await client.query<{ key: string | null }>(selects.join(' union '))
  return new Set(result.rows.flatMap((row) => (row.key ? [row.key] : [])))
}
