import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { connectDatabase, migrationsFolder } from '@site/db'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import { describe, expect, it } from 'vitest'
import { cleanupsAfterAll } from '../support/cleanups.js'
import { createTestDatabase } from '../support/test-app.js'

// Requests stored before references existed get one when the migration runs: in the order they
// came, per year (South African time), and the counters carry on from there.
describe('the migration that adds quote references', () => {
  const cleanups = cleanupsAfterAll()

  it('numbers the requests already stored, and new ones follow on', async () => {
    // The migrations as they were just before this one.
    const before = await mkdtemp(path.join(os.tmpdir(), 'migrations-'))
    cleanups.push(() => rm(before, { recursive: true, force: true }))
    await cp(migrationsFolder, before, { recursive: true })
    const journalFile = path.join(before, 'meta', '_journal.json')
    const journal = JSON.parse(await readFile(journalFile, 'utf8'))
    const index = journal.entries.findIndex(
      (entry: { tag: string }) => entry.tag === '0005_inquiry_references',
    )
    journal.entries = journal.entries.slice(0, index)
    await writeFile(journalFile, JSON.stringify(journal))

    const { db, pool } = connectDatabase(await createTestDatabase(), () => {})
    cleanups.push(() => pool.end())
    await migrate(db, { migrationsFolder: before })
    const insert = (name: string, createdAt: string) =>
      pool.query(
        `insert into inquiries (first_name, last_name, email, phone, message, created_at)
         values ($1, 'Mokoena', 'a@example.org', '082 555 0101', 'Quote please', $2)`,
        [name, createdAt],
      )
    await insert('Second of 2025', '2025-06-01T10:00:00Z')
    await insert('First of 2025', '2025-01-01T10:00:00Z')
    // 00:30 on 1 January 2026 in Johannesburg: a 2026 request.
    await insert('First of 2026', '2025-12-31T22:30:00Z')

    await migrate(db, { migrationsFolder })
    const { rows } = await pool.query(
      'select first_name, reference from inquiries order by reference',
    )
    expect(rows).toEqual([
      { first_name: 'First of 2025', reference: 'Q-2025-0001' },
      { first_name: 'Second of 2025', reference: 'Q-2025-0002' },
      { first_name: 'First of 2026', reference: 'Q-2026-0001' },
    ])
    const counters = await pool.query(
      'select year, last from inquiry_reference_counters order by year',
    )
    expect(counters.rows).toEqual([
      { year: 2025, last: 2 },
      { year: 2026, last: 1 },
    ])
  })
})
