import { applyMigrations, applyMigrationsUpTo } from '@site/db'
import type pg from 'pg'
import PgBoss from 'pg-boss'
import { qualified } from './app-tables.js'
import { ArchiveError } from './archive-error.js'
import { type ArchivedJob, JOBS_ENTRY, type Manifest } from './archive-format.js'
import { readArchive } from './archive-reader.js'
import { assertEmptyTarget, type RestoreTarget, SEEDED_BY_MIGRATIONS } from './empty-target.js'
import { requeueJobs } from './pending-jobs.js'
import { COPY_SESSION_SETTINGS } from './session-settings.js'
import { loadTable } from './table-copy.js'
import { type VerifiedArchive, verifyArchive } from './verify-archive.js'

/**
 * Fills an empty site (database and bucket) from an archive. Every error (a damaged, truncated
 * or newer archive, a target that is not empty) comes from reading alone, before anything is
 * written. Then: the objects are written, the database is brought to the archive's schema, its
 * rows and the queued jobs are loaded in one transaction, and the later migrations are applied.
 * Should that fail part-way (the store or database going away), the objects written are removed
 * and the transaction is rolled back, which leaves the target empty again (tables without rows).
 */
export async function restoreBackup(
  target: RestoreTarget,
  file: string,
  verified?: VerifiedArchive,
): Promise<Manifest> {
  const { manifest, jobs } = verified ?? (await verifyArchive(file))
  await assertEmptyTarget(target, manifest)
  const written: string[] = []
  try {
    await target.storage.ensureBucket()
    await applyMigrationsUpTo(target.db, manifest.schema.migrations)
    const boss = jobs.length > 0 ? await startQueues(target.pool, jobs) : undefined
    try {
      await loadArchive(target, file, manifest, jobs, boss, written)
    } finally {
      await boss?.stop({ graceful: false, close: false })
    }
  } catch (error) {
    const cause = (error as Error).message
    try {
      await target.storage.removeObjects(written)
    } catch {
      throw new Error(
        `The restore failed part-way (${cause}); its rows were rolled back, but objects it wrote could not be removed: empty the bucket before trying again.`,
        { cause: error },
      )
    }
    throw new Error(
      `The restore failed part-way and was undone (the database has empty tables, the bucket no objects): ${cause}`,
      { cause: error },
    )
  }
  // Committed: from here on nothing is undone (the API applies pending migrations at start-up too).
  try {
    await applyMigrations(target.db)
  } catch (error) {
    throw new Error(
      `The archive was restored, but bringing its schema up to this version failed: ${(error as Error).message}`,
      { cause: error },
    )
  }
  return manifest
}

/** pg-boss's schema and the queues the jobs go to, as the API makes them at start-up. */
async function startQueues(pool: pg.Pool, jobs: ArchivedJob[]): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => pool.query(text, values) },
    supervise: false,
    schedule: false,
  })
  boss.on('error', () => {})
  await boss.start()
  for (const queue of new Set(jobs.map((job) => job.queue))) await boss.createQueue(queue)
  return boss
}

async function loadArchive(
  target: RestoreTarget,
  file: string,
  manifest: Manifest,
  jobs: ArchivedJob[],
  boss: PgBoss | undefined,
  written: string[],
): Promise<void> {
  const objects = new Map(manifest.objects.map((object) => [object.entry, object]))
  const tables = new Map(manifest.tables.map((table) => [table.entry, table]))
  const checked = (name: string, sha256: string) => {
    // The file changed since it was verified.
    if (manifest.entries[name]?.sha256 !== sha256) {
      throw new ArchiveError(`The archive ${file} changed while it was restored (${name}).`)
    }
  }
  let client: pg.PoolClient | undefined
  try {
    for await (const entry of readArchive(file)) {
      const object = objects.get(entry.name)
      const table = tables.get(entry.name)
      if (object) {
        written.push(object.key)
        await target.storage.writeObjectStream(object.key, entry.body, object.contentType)
        checked(entry.name, entry.sha256())
      } else if (table) {
        client ??= await beginLoad(target.pool, manifest)
        await loadTable(client, table, entry.body)
        checked(entry.name, entry.sha256())
      } else if (entry.name === JOBS_ENTRY && boss) {
        client ??= await beginLoad(target.pool, manifest)
        await requeueJobs(boss, client, jobs)
      }
    }
    client ??= await beginLoad(target.pool, manifest)
    for (const table of manifest.tables) {
      await client.query(`alter table ${qualified(client, table.name)} enable trigger user`)
    }
    await client.query('commit')
  } catch (error) {
    await client?.query('rollback').catch(() => {})
    throw error
  } finally {
    client?.release()
  }
}

/**
 * Opens the transaction the rows are loaded in. The app's own triggers are off while they load
 * (the rows already carry what those triggers wrote, such as the catalogue's version), and rows
 * the migrations wrote give way to the archive's. Foreign keys are still checked.
 */
async function beginLoad(pool: pg.Pool, manifest: Manifest): Promise<pg.PoolClient> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    for (const setting of COPY_SESSION_SETTINGS) await client.query(setting)
    for (const table of manifest.tables) {
      await client.query(`alter table ${qualified(client, table.name)} disable trigger user`)
      if (SEEDED_BY_MIGRATIONS.includes(table.name)) {
        await client.query(`delete from ${qualified(client, table.name)}`)
      }
    }
    return client
  } catch (error) {
    await client.query('rollback').catch(() => {})
    client.release()
    throw error
  }
}
