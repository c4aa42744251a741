import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { backupRuns, type Database } from '@site/db'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type pg from 'pg'
import type { Config } from '../config.js'
import type { ObjectStore } from '../storage/object-store.js'
import { AGE_SUFFIX, encryptFile } from './age-archive.js'
import { copyOffsite } from './offsite-copy.js'
import { verifyArchive } from './verify-archive.js'
import { writeBackup } from './write-backup.js'

export type BackupSettings = Config['backup']

export interface NightlyBackupSources {
  db: Database
  pool: pg.Pool
  storage: ObjectStore
  log: FastifyBaseLogger
  appVersion: string
}

export interface BackupRunOutcome {
  file: string | null
  size: number | null
  encrypted: boolean
  verified: boolean
  localOk: boolean
  /** null: no off-site store is configured. */
  offsiteOk: boolean | null
  error: string | null
}

/** The names nightly archives get (and the only files retention ever deletes). */
const ARCHIVE_NAME = /^site-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar(\.age)?$/

/** `site-2026-11-27T000000Z.tar`: sorts by time, and says when in UTC. */
export function archiveName(now: Date, encrypted: boolean): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '')
  return `site-${stamp}.tar${encrypted ? AGE_SUFFIX : ''}`
}

/**
 * The nightly backup (docs/decisions/057-nightly-backups.md): writes the archive to
 * `settings.dir` under a hidden name, verifies it, encrypts it when a recipient is set, gives it
 * its dated name, and only then deletes archives beyond the newest `keep`. Then the same off-site,
 * when configured. Every run leaves one row in `backup_runs`; failures are logged and recorded,
 * not thrown (pg-boss would only run the whole backup again at once).
 */
export async function runNightlyBackup(
  sources: NightlyBackupSources,
  settings: BackupSettings,
  now: Date = new Date(),
): Promise<BackupRunOutcome> {
  const log = sources.log.child({ job: 'nightly-backup' })
  const [run] = await sources.db
    .insert(backupRuns)
    .values({ startedAt: now })
    .returning({ id: backupRuns.id })
  const encrypted = settings.ageRecipient !== undefined
  const outcome: BackupRunOutcome = {
    file: null,
    size: null,
    encrypted,
    verified: false,
    localOk: false,
    offsiteOk: settings.offsite ? false : null,
    error: null,
  }
  const name = archiveName(now, encrypted)
  const final = path.join(settings.dir, name)
  const unverified = path.join(settings.dir, `.${archiveName(now, false)}.unverified`)
  const sealing = path.join(settings.dir, `.${name}.sealing`)
  try {
    await mkdir(settings.dir, { recursive: true, mode: 0o700 })
    await writeBackup(sources, unverified, sources.appVersion, now)
    await verifyArchive(unverified)
    outcome.verified = true
    if (settings.ageRecipient) {
      await encryptFile(unverified, sealing, settings.ageRecipient)
      await rm(unverified, { force: true })
      await rename(sealing, final)
    } else {
      await rename(unverified, final)
    }
    outcome.file = name
    outcome.size = (await stat(final)).size
    outcome.localOk = true
    const removed = await keepNewestFiles(settings.dir, settings.keep)
    log.info({ file: final, size: outcome.size, removed }, 'nightly backup written and verified')
  } catch (error) {
    outcome.error = `The backup could not be written to ${settings.dir}: ${plainReason(error)}`
    log.error({ err: error }, outcome.error)
    await rm(unverified, { force: true }).catch(() => {})
    await rm(sealing, { force: true }).catch(() => {})
  }

  if (settings.offsite && outcome.localOk) {
    const { bucket, endpoint } = settings.offsite
    try {
      const copied = await copyOffsite(settings.offsite, final, name, settings.keep, ARCHIVE_NAME)
      outcome.offsiteOk = true
      log.info({ bucket, ...copied }, 'nightly backup copied off-site')
    } catch (error) {
      const problem = `The backup ${name} was kept in ${settings.dir} but not copied to the off-site bucket ${bucket} at ${endpoint}: ${offsiteReason(error)}`
      outcome.error = outcome.error ? `${outcome.error} ${problem}` : problem
      log.error({ err: error }, problem)
    }
  }

  if (run) {
    await sources.db
      .update(backupRuns)
      .set({ finishedAt: new Date(), ...outcome })
      .where(eq(backupRuns.id, run.id))
  }
  return outcome
}

/** Deletes the dated archives in `dir` beyond the newest `keep`, and leftovers of broken runs. */
async function keepNewestFiles(dir: string, keep: number): Promise<number> {
  const names = await readdir(dir)
  const archives = names.filter((name) => ARCHIVE_NAME.test(name)).sort()
  const old = archives.slice(0, Math.max(0, archives.length - keep))
  const leftovers = names.filter((name) =>
    /^\.site-.*\.(unverified|unverified\.partial|sealing)$/.test(name),
  )
  for (const name of [...old, ...leftovers]) await rm(path.join(dir, name), { force: true })
  return old.length
}

function plainReason(error: unknown): string {
  const code = (error as { code?: string }).code
  if (code === 'ENOSPC') return 'the disk is full'
  if (code === 'EACCES' || code === 'EPERM') return 'the folder is not writable by the site'
  return (error as Error)?.message ?? String(error)
}

function offsiteReason(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause ?? error
  const code = (cause as { code?: string }).code ?? ''
  if (
    ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ECONNRESET'].includes(
      code,
    )
  ) {
    return `the store could not be reached (${code}); check BACKUP_S3_ENDPOINT and the network.`
  }
  if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'AccessDenied'].includes(code)) {
    return `the store refused the keys (${code}); check BACKUP_S3_ACCESS_KEY and BACKUP_S3_SECRET_KEY.`
  }
  if (code === 'NoSuchBucket')
    return 'the bucket does not exist; create it first (BACKUP_S3_BUCKET).'
  if (
    [
      'QuotaExceeded',
      'XMinioAdminBucketQuotaExceeded',
      'XMinioStorageFull',
      'EntityTooLarge',
      'InsufficientStorage',
    ].includes(code)
  ) {
    return `the bucket is full or over its quota (${code}).`
  }
  return (cause as Error)?.message ?? String(cause)
}
