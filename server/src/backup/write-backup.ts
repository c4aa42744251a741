import { createReadStream } from 'node:fs'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { appliedMigrationCount, type Database, knownMigrations } from '@site/db'
import type pg from 'pg'
import type { ObjectStore } from '../storage/object-store.js'
import { appTables } from './app-tables.js'
import { ArchiveError } from './archive-error.js'
import {
  FORMAT,
  FORMAT_VERSION,
  JOBS_ENTRY,
  MANIFEST_CHECKSUM_ENTRY,
  MANIFEST_ENTRY,
  type Manifest,
  manifestSchema,
  objectEntry,
  tableEntry,
} from './archive-format.js'
import { ArchiveWriter } from './archive-writer.js'
import { namedObjectKeys } from './named-objects.js'
import { pendingJobs } from './pending-jobs.js'
import { COPY_SESSION_SETTINGS } from './session-settings.js'
import { dumpTable } from './table-copy.js'

/** Snapshots taken before giving up on a site whose files keep being deleted under the backup. */
const SNAPSHOT_ATTEMPTS = 3

export interface BackupSources {
  db: Database
  pool: pg.Pool
  storage: ObjectStore
}

/**
 * Writes one archive of the whole site to `file` while it runs (archive-format.ts).
 *
 * Consistency: the app writes an object before the row that names it, and removes an object only
 * after the row stopped naming it. So the objects are copied first, then the database is read in
 * one REPEATABLE READ snapshot; objects its rows name that were uploaded meanwhile are copied
 * then. Should one of those be gone already (deleted after the snapshot), the snapshot is stale:
 * it is dropped and a new one taken. Objects no row names are kept too; they are harmless.
 */
export async function writeBackup(
  sources: BackupSources,
  file: string,
  appVersion: string,
  now: Date = new Date(),
): Promise<Manifest> {
  const known = await knownMigrations()
  // An older schema is backed up as it is (a restore migrates it); a newer one is not ours to read.
  const applied = await appliedMigrationCount(sources.db)
  if (applied === 0 || applied > known.length) {
    throw new ArchiveError(
      applied === 0
        ? 'The database has no site in it (no migrations applied): nothing to back up.'
        : `The database has a newer schema than this version knows (${applied} migrations, this one knows ${known.length}): back up with the version that runs the site.`,
    )
  }
  const writer = new ArchiveWriter(file, now)
  const work = await mkdtemp(path.join(os.tmpdir(), 'site-backup-'))
  try {
    const copied = new Map<string, string>()
    for (const key of await sources.storage.listObjectKeys()) {
      await copyObject(sources.storage, writer, key, copied)
    }
    const database = await dumpDatabase(sources.pool, sources.storage, writer, copied, work)
    const manifest = manifestSchema.parse({
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: now.toISOString(),
      appVersion,
      schema: { migrations: applied, lastMigration: known[applied - 1]?.tag ?? '' },
      tables: database.tables,
      objects: [...copied].map(([key, contentType]) => ({
        key,
        contentType,
        entry: objectEntry(key),
      })),
      jobs: { count: database.jobCount, entry: JOBS_ENTRY },
      missingObjects: database.missingObjects,
      entries: writer.entries,
    } satisfies Manifest)
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 1)}\n`)
    const { sha256 } = await writer.add(MANIFEST_ENTRY, manifestBytes.length, manifestBytes)
    await writer.add(MANIFEST_CHECKSUM_ENTRY, sha256.length + 1, Buffer.from(`${sha256}\n`))
    await writer.finish()
    return manifest
  } catch (error) {
    await writer.abort()
    throw error
  } finally {
    await rm(work, { recursive: true, force: true })
  }
}

/** Adds one object; false when there is no such object (any more). */
async function copyObject(
  storage: ObjectStore,
  writer: ArchiveWriter,
  key: string,
  copied: Map<string, string>,
): Promise<boolean> {
  // One GET: the size in the tar header is that of the very bytes that follow.
  const read = await storage.readObjectOnce(key, {})
  if (read.status === 404) return false
  if (read.status !== 200) throw new Error(`the store answered ${read.status} for ${key}`)
  await writer.add(objectEntry(key), read.object.size, read.body)
  copied.set(key, read.object.contentType)
  return true
}

async function dumpDatabase(
  pool: pg.Pool,
  storage: ObjectStore,
  writer: ArchiveWriter,
  copied: Map<string, string>,
  work: string,
) {
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect()
    try {
      await client.query('begin isolation level repeatable read read only')
      for (const setting of COPY_SESSION_SETTINGS) await client.query(setting)
      const tablesNow = await appTables(client)
      const gone: string[] = []
      for (const key of await namedObjectKeys(client, tablesNow)) {
        if (copied.has(key)) continue
        if (!(await copyObject(storage, writer, key, copied))) gone.push(key)
      }
      if (gone.length > 0 && attempt < SNAPSHOT_ATTEMPTS) {
        await client.query('rollback')
        continue
      }
      const tables: Manifest['tables'] = []
      for (const table of tablesNow) {
        const dumped = path.join(work, `${table.name}.copy`)
        const rows = await dumpTable(client, table, dumped)
        const entry = tableEntry(table.name)
        const { size } = await stat(dumped)
        await writer.add(entry, size, createReadStream(dumped))
        tables.push({ ...table, rows, entry })
      }
      const jobs = await pendingJobs(client)
      const jobLines = Buffer.from(jobs.map((job) => `${JSON.stringify(job)}\n`).join(''))
      await writer.add(JOBS_ENTRY, jobLines.length, jobLines)
      await client.query('commit')
      return { tables, jobCount: jobs.length, missingObjects: gone }
    } catch (error) {
      await client.query('rollback').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }
}
