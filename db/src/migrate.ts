import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import type { Database } from './client.js'

/** The committed SQL migrations written by `drizzle-kit generate`. */
export const migrationsFolder = fileURLToPath(new URL('../drizzle', import.meta.url))

/** Applies every pending migration; safe to run concurrently from several processes. */
export async function applyMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder })
}

/** One migration as drizzle-kit's journal lists it; `when` is what drizzle records as applied. */
export interface MigrationEntry {
  tag: string
  when: number
}

/** The migrations this code knows, oldest first. */
export async function knownMigrations(): Promise<MigrationEntry[]> {
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: MigrationEntry[] }
  return journal.entries.map(({ tag, when }) => ({ tag, when }))
}

/**
 * How many migrations the database has had (0 for a database without drizzle's table): one row
 * each in drizzle's table, so a database migrated by a newer version counts more than this code
 * knows.
 */
export async function appliedMigrationCount(db: Database): Promise<number> {
  const found = await db.execute<{ table: string | null }>(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as table`,
  )
  if (!found.rows[0]?.table) return 0
  const applied = await db.execute<{ count: number }>(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )
  return applied.rows[0]?.count ?? 0
}

/**
 * Applies the first `count` known migrations and no later one (a restore loads an archive's rows
 * at the schema they were written in, then applies the rest). Drizzle's migrator reads a folder,
 * so it gets a copy holding only those.
 */
export async function applyMigrationsUpTo(db: Database, count: number): Promise<void> {
  const known = await knownMigrations()
  const dir = await mkdtemp(path.join(os.tmpdir(), 'site-migrations-'))
  try {
    await mkdir(path.join(dir, 'meta'))
    const journal = JSON.parse(
      await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] }
    journal.entries = journal.entries.slice(0, count)
    await writeFile(path.join(dir, 'meta', '_journal.json'), JSON.stringify(journal))
    for (const { tag } of known.slice(0, count)) {
      await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`))
    }
    await migrate(db, { migrationsFolder: dir })
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}
