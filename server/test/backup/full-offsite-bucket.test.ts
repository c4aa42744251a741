import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { backupRuns } from '@site/db'
import { desc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createObjectStore, createStoreClient } from '../../src/storage/object-store.js'
import { type Cleanups, runCleanups } from '../support/cleanups.js'
import { startThrowawayS3 } from '../support/local-s3.js'
import { parseMail } from '../support/mime.js'
import { startQuotaS3Proxy } from '../support/quota-s3-proxy.js'
import { startSmtpCapture } from '../support/smtp-capture.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const DAY = 24 * 60 * 60 * 1000
const BUCKET = 'offsite-backups'
const cleanups: Cleanups = []
let work: string
let site: TestApp
let quota: Awaited<ReturnType<typeof startQuotaS3Proxy>>
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>
let offsiteKeys: () => Promise<string[]>

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'site-full-bucket-test-'))
  const offsite = await startThrowawayS3(cleanups)
  const store = { ...offsite, bucket: BUCKET, region: 'us-east-1' }
  await createObjectStore(store).ensureBucket()
  const client = createStoreClient(store)
  offsiteKeys = async () => {
    const keys: string[] = []
    for await (const item of client.listObjectsV2(BUCKET, '', true)) keys.push(item.name ?? '')
    return keys
  }
  quota = await startQuotaS3Proxy(offsite.endpoint)
  cleanups.push(() => quota.stop())
  smtp = await startSmtpCapture()
  cleanups.push(() => smtp.stop())
  site = await buildTestApp({
    // The failed runs are logged as errors, on purpose.
    allowErrorLogs: true,
    env: {
      SMTP_URL: smtp.url,
      MAIL_TO: 'office@example.com',
      ALERT_EMAIL: 'owner@example.com',
      BACKUP_DIR: path.join(work, 'backups'),
      BACKUP_S3_ENDPOINT: quota.endpoint,
      BACKUP_S3_BUCKET: BUCKET,
      BACKUP_S3_ACCESS_KEY: offsite.accessKey,
      BACKUP_S3_SECRET_KEY: offsite.secretKey,
    },
  })
}, 60_000)

afterAll(async () => {
  await site?.close()
  await runCleanups(cleanups)
  await rm(work, { recursive: true, force: true })
})

const lastRun = async () =>
  (await site.app.db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(1))[0]
const localArchives = async () =>
  (await readdir(path.join(work, 'backups'))).filter((name) => name.startsWith('site-'))

describe('a full off-site bucket', () => {
  const night = new Date(Date.now() - 2 * DAY)

  it('keeps the local archive, records the run as failed, keeps nothing off-site and alerts the owner', async () => {
    // The quota refuses the upload itself.
    quota.state.failing = 'writes'
    const outcome = await site.app.nightlyBackup.run(night)
    expect(quota.state.failures).toBeGreaterThan(0)
    expect(outcome).toMatchObject({ localOk: true, verified: true, offsiteOk: false })
    expect(outcome.error).toMatch(/full or over its quota \(XMinioAdminBucketQuotaExceeded\)/)
    expect(await localArchives()).toEqual([outcome.file])
    expect(await lastRun()).toMatchObject({ localOk: true, offsiteOk: false, file: outcome.file })
    expect(await offsiteKeys()).toEqual([])

    expect(await site.app.ownerAlerts.check(new Date(night.getTime() + 60_000))).toEqual({
      ran: true,
      mailed: 1,
    })
    const toOwner = smtp.messages.filter((m) => m.to.includes('owner@example.com'))
    expect(toOwner).toHaveLength(1)
    const mail = parseMail(toOwner[0]?.raw ?? '')
    expect(mail.headers.get('subject')).toBe('Website alert: The nightly backup failed')
    expect(mail.text).toContain('XMinioAdminBucketQuotaExceeded')
    expect(mail.text).toContain(`kept in ${path.join(work, 'backups')}`)
  })

  it('the next night the upload fits but the copy to its name does not: nothing is kept under any name', async () => {
    quota.state.failing = 'copies'
    const outcome = await site.app.nightlyBackup.run(new Date(night.getTime() + DAY))
    expect(outcome).toMatchObject({ localOk: true, offsiteOk: false })
    expect(outcome.error).toMatch(/XMinioAdminBucketQuotaExceeded/)
    // The uploaded temporary key is removed: no half-done archive stays in the bucket.
    expect(await offsiteKeys()).toEqual([])
    expect(await localArchives()).toHaveLength(2)
  })

  it('once there is room again, the next good night ends the alert with one all-clear', async () => {
    quota.state.failing = 'none'
    const third = new Date(night.getTime() + 2 * DAY)
    const outcome = await site.app.nightlyBackup.run(third)
    expect(outcome).toMatchObject({ localOk: true, offsiteOk: true, error: null })
    expect(await offsiteKeys()).toEqual([outcome.file])
    await site.app.ownerAlerts.check(new Date(third.getTime() + 60_000))
    const subjects = smtp.messages
      .filter((m) => m.to.includes('owner@example.com'))
      .map((m) => parseMail(m.raw).headers.get('subject'))
    expect(subjects.at(-1)).toBe('Website all clear: "The nightly backup failed" is over')
    expect(subjects.filter((s) => s?.startsWith('Website all clear'))).toHaveLength(1)
  })
})
