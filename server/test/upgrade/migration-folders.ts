import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { migrationsFolder } from '@site/db'
import type { Cleanups } from '../support/cleanups.js'

/** The names of the migrations, in the order they run (`0024_staff_accounts`, …). */
export async function migrationTags(folder = migrationsFolder): Promise<string[]> {
  const journal = JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8'))
  return (journal.entries as { tag: string }[]).map((entry) => entry.tag)
}

/**
 * A copy of the migrations folder holding only the first `count` migrations: what an earlier
 * release shipped. Its removal goes on `cleanups`.
 */
export async function migrationsUpTo(count: number, cleanups: Cleanups): Promise<string> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'migrations-'))
  cleanups.push(() => rm(folder, { recursive: true, force: true }))
  await cp(migrationsFolder, folder, { recursive: true })
  const journalFile = path.join(folder, 'meta', '_journal.json')
  const journal = JSON.parse(await readFile(journalFile, 'utf8'))
  journal.entries = journal.entries.slice(0, count)
  await writeFile(journalFile, JSON.stringify(journal))
  return folder
}

/** A copy of the migrations folder holding the migrations that come before `tag`. */
export async function migrationsBefore(tag: string, cleanups: Cleanups): Promise<string> {
  const index = (await migrationTags()).indexOf(tag)
  if (index < 1) throw new Error(`no migration comes before ${tag}`)
  return migrationsUpTo(index, cleanups)
}
