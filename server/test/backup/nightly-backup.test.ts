import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { completedBackfills } from '@site/db'
import { generateIdentity, identityToRecipient } from 'age-encryption'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { decryptFile, isAgeEncrypted } from '../../src/backup/age-archive.js'
import {
  type BackupSettings,
  type NightlyBackupSources,
  runNightlyBackup,
} from '../../src/backup/nightly-backup.js'
import { verifyArchive } from '../../src/backup/verify-archive.js'
import { BACKFILLS, PERIODIC_JOBS } from '../../src/periodic-work.js'
import { createObjectStore, type ObjectStore } from '../../src/storage/object-store.js'
import { loginAsAdmin } from '../support/admin-session.js'
import { emptyTarget, runBackupCli, siteContents } from '../support/backup.js'
import { type Cleanups, runCleanups } from '../support/cleanups.js'
import { startCuttingProxy } from '../support/cutting-proxy.js'
import { startThrowawayS3 } from '../support/local-s3.js'
import { makeImage } from '../support/media-files.js'
import { uploadOne, waitForStatus } from '../support/processing.js'
import { runEntry } from '../support/run-entry.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const cleanups: Cleanups = []
let source: TestApp
let work: string
let backupDir: string
let identityFile: string
let recipient: string
let offsiteEnv: Record<string, string>
let offsite: ObjectStore
let offsiteS3: Awaited<ReturnType<typeof startThrowawayS3>>
const PREFIX = 'nightly/'

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'site-nightly-test-'))
  backupDir = path.join(work, 'backups')
  const identity = await generateIdentity()
  recipient = await identityToRecipient(identity)
  identityFile = path.join(work, 'backup-key.txt')
  await writeFile(identityFile, `# created: today\n# public key: ${recipient}\n${identity}\n`)
  // The off-site store: an S3 server of its own, with its bucket made beforehand.
  offsiteS3 = await startThrowawayS3(cleanups)
  offsiteEnv = {
    BACKUP_S3_ENDPOINT: offsiteS3.endpoint,
    BACKUP_S3_BUCKET: 'offsite-backups',
    BACKUP_S3_ACCESS_KEY: offsiteS3.accessKey,
    BACKUP_S3_SECRET_KEY: offsiteS3.secretKey,
    BACKUP_S3_PREFIX: PREFIX,
  }
  offsite = createObjectStore({
    endpoint: offsiteS3.endpoint,
    accessKey: offsiteS3.accessKey,
    secretKey: offsiteS3.secretKey,
    bucket: 'offsite-backups',
    region: 'us-east-1',
  })
  await offsite.ensureBucket()
  source = await buildTestApp({
    allowErrorLogs: true,
    env: {
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: '2',
      BACKUP_AGE_RECIPIENT: recipient,
      ...offsiteEnv,
    },
  })
  const cookie = await loginAsAdmin(source)
  const photo = await uploadOne(source, cookie, 'roof.jpg', await makeImage('jpeg', 900, 600))
  await waitForStatus(source, photo, 'ready')
  // The start-up backfills record themselves when done, late on a busy machine (seen in CI): the
  // archive, and the rows it is compared with, must come after them.
  await vi.waitFor(
    async () =>
      expect(await source.app.db.select().from(completedBackfills)).toHaveLength(BACKFILLS.length),
    { timeout: 30_000, interval: 100 },
  )
}, 120_000)

afterAll(async () => {
  await source?.close()
  await runCleanups(cleanups)
  await rm(work, { recursive: true, force: true })
})

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex')
const archivesIn = async (dir: string) =>
  (await readdir(dir).catch(() => [] as string[])).filter((name) => name.startsWith('site-')).sort()
const sourcesOf = (app: TestApp): NightlyBackupSources => ({
  db: app.app.db,
  pool: app.app.pool,
  storage: app.app.storage,
  log: app.app.log,
  appVersion: 'test',
})

async function lastRun(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query(
      'select file, local_ok, offsite_ok, verified, encrypted, error, finished_at from backup_runs order by finished_at desc limit 1',
    )
    return rows[0]
  } finally {
    await client.end()
  }
}

/** The plain archive of an encrypted one, decrypted with the test's identity. */
async function decrypted(file: string): Promise<string> {
  const plain = path.join(work, `plain-${path.basename(file)}-${Date.now()}.tar`)
  await decryptFile(file, plain, await readFile(identityFile, 'utf8'), identityFile)
  return plain
}

describe('the nightly backup', () => {
  it('is in the one registry of periodic work, at 02:00 SAST unless BACKUP_SCHEDULE says otherwise', () => {
    const job = PERIODIC_JOBS.find((candidate) => candidate.name === 'nightly-backup')
    expect(job?.cron).toBe('0 0 * * *')
    expect(source.app.nightlyBackup.schedule).toBe('0 0 * * *')
  })

  it('writes a verified, encrypted archive to BACKUP_DIR and the same bytes off-site', async () => {
    const job = PERIODIC_JOBS.find((candidate) => candidate.name === 'nightly-backup')
    await job?.run(source.app)
    const [name, ...more] = await archivesIn(backupDir)
    expect(more).toEqual([])
    expect(name).toMatch(/^site-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.age$/)
    const file = path.join(backupDir, name ?? '')
    expect(await isAgeEncrypted(file)).toBe(true)
    expect((await stat(file)).mode & 0o777).toBe(0o600)
    // Only what the identity opens is a backup, and the verifier accepts what it opens.
    const { manifest } = await verifyArchive(await decrypted(file))
    expect(manifest.objects.length).toBeGreaterThan(0)
    expect(await offsite.listObjectKeys()).toEqual([`${PREFIX}${name}`])
    expect(sha256(await offsite.readObjectBytes(`${PREFIX}${name}`))).toBe(
      sha256(await readFile(file)),
    )
    expect(await lastRun(source.databaseUrl)).toMatchObject({
      file: name,
      local_ok: true,
      offsite_ok: true,
      verified: true,
      encrypted: true,
      error: null,
    })
    // Nothing but the archive is left in the folder (no unverified or half-encrypted file).
    expect(await readdir(backupDir)).toEqual([name])
  })

  it('restores from the nightly archive with the identity file: the same rows and objects', async () => {
    const [name] = await archivesIn(backupDir)
    const before = await siteContents(source.servicesEnv)
    const target = await emptyTarget(source.servicesEnv)
    const restored = await runBackupCli(
      'restore.js',
      [path.join(backupDir, name ?? ''), '--identity', identityFile],
      target,
    )
    expect(restored.output).toMatch(/^Restored \d+ rows, [1-9]\d* objects/)
    expect(restored.code).toBe(0)
    const after = await siteContents(target)
    expect(after.objects).toEqual(before.objects)
    // The run's own row was written when it began and finished after the snapshot: it comes back
    // as the archive saw it (not finished yet); every other table is the same.
    const { backup_runs: runsAfter, ...rowsAfter } = after.rows
    const { backup_runs: runsBefore, ...rowsBefore } = before.rows
    expect(rowsAfter).toEqual(rowsBefore)
    expect(runsAfter).toHaveLength(1)
    expect(runsBefore).toHaveLength(1)
  })

  it('keeps the newest BACKUP_KEEP archives, here and off-site, deleting only after a new one verified', async () => {
    const stranger = path.join(backupDir, 'notes.txt')
    await writeFile(stranger, 'not a backup')
    const day = 24 * 60 * 60 * 1000
    const first = Date.now() + day
    for (const offset of [0, 1, 2])
      await source.app.nightlyBackup.run(new Date(first + offset * day))
    const local = await archivesIn(backupDir)
    expect(local).toHaveLength(2)
    const stamp = (time: number) => new Date(time).toISOString().slice(0, 10)
    expect(local[0]).toContain(stamp(first + day))
    expect(local[1]).toContain(stamp(first + 2 * day))
    expect((await offsite.listObjectKeys()).sort()).toEqual(local.map((name) => `${PREFIX}${name}`))
    expect(await readFile(stranger, 'utf8')).toBe('not a backup')
    await rm(stranger)
  })
})

describe('the nightly backup refuses or survives bad inputs', () => {
  const settings = () =>
    ({
      schedule: '0 0 * * *',
      dir: backupDir,
      keep: 14,
      ageRecipient: recipient,
      offsite: {
        endpoint: offsiteS3.endpoint,
        bucket: 'offsite-backups',
        accessKey: offsiteS3.accessKey,
        secretKey: offsiteS3.secretKey,
        region: 'us-east-1',
        prefix: PREFIX,
      },
    }) satisfies BackupSettings

  async function failsOffsite(
    offsiteChange: Partial<BackupSettings['offsite'] & object>,
    reason: RegExp,
  ) {
    const keysBefore = await offsite.listObjectKeys()
    const localBefore = await archivesIn(backupDir)
    const base = settings()
    const now = new Date(
      Date.now() + 10 * 24 * 60 * 60 * 1000 + Math.floor(Math.random() * 1e6) * 1000,
    )
    const outcome = await runNightlyBackup(
      sourcesOf(source),
      {
        ...base,
        offsite: { ...base.offsite, ...offsiteChange },
      },
      now,
    )
    // The local copy is still written and verified; off-site is recorded as failed, in words.
    expect(outcome).toMatchObject({ localOk: true, verified: true, offsiteOk: false })
    expect(outcome.error).toMatch(reason)
    const localAfter = await archivesIn(backupDir)
    expect(localAfter).toEqual([...localBefore, outcome.file].sort())
    expect(await lastRun(source.databaseUrl)).toMatchObject({
      file: outcome.file,
      local_ok: true,
      offsite_ok: false,
      error: outcome.error,
    })
    // Nothing under the archive's name off-site, and no unfinished upload either. (A store that
    // kept a cut-off upload may still be writing its temporary key as the run removes it: the next
    // run removes such a leftover, see below.)
    const archives = (keys: string[]) => keys.filter((key) => !key.endsWith('.uploading'))
    expect(archives(await offsite.listObjectKeys())).toEqual(archives(keysBefore))
    expect(await offsite.listUnfinishedUploads()).toEqual([])
    expect(
      source.logs.some(
        (line) => line.level === 50 && line.msg.includes('not copied to the off-site'),
      ),
    ).toBe(true)
  }

  it('a backup that cannot be written deletes no older archive, and says why', async () => {
    const before = await archivesIn(backupDir)
    expect(before.length).toBeGreaterThan(1)
    const unreachableStore = createObjectStore({
      endpoint: 'http://127.0.0.1:1',
      accessKey: 'a',
      secretKey: 'b',
      bucket: 'media',
      region: 'us-east-1',
    })
    const outcome = await runNightlyBackup(
      { ...sourcesOf(source), storage: unreachableStore },
      { ...settings(), keep: 1 },
      new Date(Date.now() + 400 * 24 * 60 * 60 * 1000),
    )
    expect(outcome).toMatchObject({ localOk: false, verified: false, file: null })
    expect(outcome.error).toMatch(/could not be written/)
    expect(await archivesIn(backupDir)).toEqual(before)
    expect((await readdir(backupDir)).filter((name) => name.startsWith('.'))).toEqual([])
    expect(await lastRun(source.databaseUrl)).toMatchObject({ local_ok: false, offsite_ok: false })
  })

  it('an unreachable off-site endpoint', async () => {
    await failsOffsite({ endpoint: 'http://127.0.0.1:1' }, /could not be reached/)
  })

  it('wrong off-site keys', async () => {
    await failsOffsite({ secretKey: 'not-the-secret-key' }, /refused the keys/)
  })

  it('an off-site store that breaks off in the middle of the upload', async () => {
    const endpoint = new URL(offsiteS3.endpoint)
    const proxy = await startCuttingProxy({ host: endpoint.hostname, port: Number(endpoint.port) })
    cleanups.push(() => proxy.close())
    proxy.cutOnceAfter(4 * 1024)
    await failsOffsite({ endpoint: proxy.url }, /./)
    // The next good run leaves only whole archives off-site: no temporary key of a broken run
    // (nor of one that crashed between upload and copy, planted here).
    const crashed = `${PREFIX}.site-2020-01-01T000000Z.tar.age.uploading`
    await offsite.writeObject(crashed, Buffer.from('half'), 4, 'application/octet-stream')
    const next = await runNightlyBackup(
      sourcesOf(source),
      settings(),
      new Date(Date.now() + 20 * 24 * 60 * 60 * 1000),
    )
    expect(next.offsiteOk).toBe(true)
    const keys = await offsite.listObjectKeys()
    expect(keys).toContain(`${PREFIX}${next.file}`)
    expect(keys.filter((key) => key.endsWith('.uploading'))).toEqual([])
  })

  it('restores nothing from an archive encrypted to another key, and leaves the target as it was', async () => {
    const [name] = await archivesIn(backupDir)
    const otherKey = path.join(work, 'other-key.txt')
    await writeFile(otherKey, `${await generateIdentity()}\n`)
    const target = await emptyTarget(source.servicesEnv)
    const failed = await runBackupCli(
      'restore.js',
      [path.join(backupDir, name ?? ''), '--identity', otherKey],
      target,
    )
    expect(failed.code).toBe(1)
    expect(failed.output).toMatch(/encrypted to another key/)
    expect(failed.output).toMatch(/Nothing was changed/)
    const without = await runBackupCli('restore.js', [path.join(backupDir, name ?? '')], target)
    expect(without.code).toBe(1)
    expect(without.output).toMatch(/--identity/)
    const after = await siteContents(target)
    expect(after.rows).toEqual({})
    expect(after.bucketExists).toBe(false)
  })

  for (const [variable, value] of [
    ['BACKUP_SCHEDULE', '0 25 * * *'],
    ['BACKUP_SCHEDULE', 'every night'],
    ['BACKUP_AGE_RECIPIENT', 'age1notakey'],
    // One character changed: the checksum no longer matches.
    ['BACKUP_AGE_RECIPIENT', 'age16x0l6dua5698ndlgyflsak2udhvlzapw7ysn9k8zzv2nmvdr7v2qhhvl5q'],
  ] as const) {
    it(`refuses to start with ${variable}=${value}, naming the variable`, async () => {
      const run = runEntry('server.js', { ...source.servicesEnv, [variable]: value })
      expect(await run.exited).toBe(1)
      expect(run.output()).toMatch(/Invalid configuration/)
      expect(run.output()).toMatch(new RegExp(`- ${variable}: `))
    })
  }

  it('refuses to start with only part of the off-site settings, naming what is missing', async () => {
    const run = runEntry('server.js', {
      ...source.servicesEnv,
      BACKUP_S3_ENDPOINT: offsiteS3.endpoint,
      BACKUP_S3_BUCKET: 'offsite-backups',
    })
    expect(await run.exited).toBe(1)
    expect(run.output()).toMatch(/- BACKUP_S3_ACCESS_KEY, BACKUP_S3_SECRET_KEY: are required/)
  })
})
