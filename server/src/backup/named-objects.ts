import type pg from 'pg'

/**
 * Every object key a row names: what must be in a backup for its rows to make sense. One place
 * lists the columns that hold keys; the round-trip test fails when a table gains one not listed
 * here (an object it names would be missing after a restore taken during a deletion).
 */
export const KEY_COLUMNS_SQL = `
  select object_key as key from media
  union select captions_key from media where captions_key is not null
  union select d->>'key' from media, jsonb_array_elements(derivatives) d
  union select original_key from inquiry_attachments where original_key is not null
  union select view_key from inquiry_attachments where view_key is not null
  union select thumb_key from inquiry_attachments where thumb_key is not null
  union select p->>'key' from resumable_uploads, jsonb_array_elements(parts) p
`

export async function namedObjectKeys(client: pg.ClientBase): Promise<Set<string>> {
  const result = await client.query<{ key: string }>(KEY_COLUMNS_SQL)
  return new Set(result.rows.map((row) => row.key))
}
