import { defaultSiteSettings } from '@site/contract/site-settings-defaults'
import { connectDatabase } from '@site/db'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type pg from 'pg'
import { describe, expect, it } from 'vitest'
import { hashPassword } from '../../src/staff-auth/passwords.js'
import { cleanupsAfterAll } from '../support/cleanups.js'
import { buildTestApp, createTestDatabase } from '../support/test-app.js'
import { migrationsUpTo, migrationTags } from './migration-folders.js'
import { ids, ownerPassword, rewrittenBy, rowsAfter } from './rows-by-migration.js'

/**
 * An upgrade never loses data: a database made by each earlier release, with the rows that
 * release wrote, is migrated one release at a time to the current schema, and after every step
 * each row that was there is still there with the same values (new columns aside). Then the
 * current code starts on it and serves the old rows.
 */
describe('upgrading from every earlier schema', () => {
  const cleanups = cleanupsAfterAll()

  it('keeps every row through each migration, then the current code serves them', async () => {
    const tags = await migrationTags()
    const rows = rowsAfter(await hashPassword(ownerPassword))
    const unknownTags = Object.keys(rows).filter((tag) => !tags.includes(tag))
    expect(unknownTags, 'fixture rows for migrations that do not exist').toEqual([])

    const databaseUrl = await createTestDatabase()
    const { db, pool } = connectDatabase(databaseUrl, () => {})
    cleanups.push(() => pool.end())

    for (let step = 1; step <= tags.length; step++) {
      const before = await snapshot(pool)
      await migrate(db, { migrationsFolder: await migrationsUpTo(step, cleanups) })
      const after = await snapshot(pool)
      const tag = tags[step - 1] ?? ''
      for (const [table, oldRows] of Object.entries(before)) {
        const newRows = after[table]
        expect(newRows, `${tag} dropped the table ${table}`).toBeDefined()
        for (const [key, oldRow] of oldRows) {
          const newRow = newRows?.get(key)
          expect(newRow, `${tag} lost the ${table} row ${key}`).toBeDefined()
          // Columns the migration removed or added are not compared; every other value is, as
          // it was or as the migration means to rewrite it.
          const columns = Object.keys(oldRow).filter((c) => newRow && c in newRow)
          const kept = Object.fromEntries(columns.map((c) => [c, newRow?.[c]]))
          const rewrite = rewrittenBy[tag]?.[table]?.[String(JSON.parse(key)[0])]
          const expected: Record<string, unknown> = { ...oldRow, ...rewrite?.(oldRow) }
          expect(kept, `${tag} changed the ${table} row ${key}`).toEqual(
            Object.fromEntries(columns.map((c) => [c, expected[c]])),
          )
        }
      }
      for (const [sql, params] of rows[tag] ?? []) await pool.query(sql, params)
    }

    const last = await snapshot(pool)
    const empty = Object.entries(last)
      .filter(([, tableRows]) => tableRows.size === 0)
      .map(([table]) => table)
    expect(empty, 'tables without rows here: add rows for them in rows-by-migration.ts').toEqual([])
    const references = await pool.query(
      'select id, reference, stage from inquiries order by created_at',
    )
    expect(references.rows).toEqual([
      { id: ids.quoteRequest, reference: 'Q-2025-0001', stage: 'new' },
      { id: ids.handledQuoteRequest, reference: 'Q-2025-0002', stage: 'contacted' },
    ])

    // The current code on the upgraded database: the old account signs in, its requests and
    // media are there.
    const testApp = await buildTestApp({ env: { DATABASE_URL: databaseUrl } })
    cleanups.push(() => testApp.close())
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'owner', password: ownerPassword },
    })
    expect(login.statusCode).toBe(200)
    const cookie = String(login.headers['set-cookie']).split(';')[0] ?? ''
    const leads = await testApp.app.inject({ url: '/api/inquiries', headers: { cookie } })
    expect(
      leads
        .json()
        .items.map((i: { reference: string }) => i.reference)
        .sort(),
    ).toEqual(['Q-2025-0001', 'Q-2025-0002'])
    const media = await testApp.app.inject({ url: '/api/admin/projects', headers: { cookie } })
    expect(media.statusCode).toBe(200)
    expect(JSON.stringify(media.json())).toContain(ids.photo)
    // Settings an older schema wrote are read field by field: what parses is kept (decision 047).
    const settings = await testApp.app.inject({
      url: '/api/admin/site-settings',
      headers: { cookie },
    })
    expect(settings.statusCode, settings.body).toBe(200)
    expect(settings.json()).toMatchObject({
      version: 1,
      settings: {
        name: 'Mokoena Electrical',
        slogan: 'Wired right',
        contact: defaultSiteSettings.contact,
      },
    })
  })
})

/** Every row of every table in the public schema, by primary key, as JSON. */
async function snapshot(
  pool: pg.Pool,
): Promise<Record<string, Map<string, Record<string, unknown>>>> {
  const tables = await pool.query<{ table: string; key: string[] }>(
    `select c.relname as table,
            array(select a.attname from unnest(i.indkey) with ordinality k(attnum, n)
                  join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
                  order by k.n)::text[] as key
       from pg_class c
       join pg_namespace ns on ns.oid = c.relnamespace and ns.nspname = 'public'
       join pg_index i on i.indrelid = c.oid and i.indisprimary
      where c.relkind = 'r'`,
  )
  const result: Record<string, Map<string, Record<string, unknown>>> = {}
  for (const { table, key } of tables.rows) {
    const { rows } = await pool.query<{ row: Record<string, unknown> }>(
      `select to_jsonb(t) as row from "${table.replaceAll('"', '""')}" t`,
    )
    result[table] = new Map(rows.map(({ row }) => [JSON.stringify(key.map((k) => row[k])), row]))
  }
  return result
}
