import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtemp, rm, utimes } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, it, vi } from 'vitest'
import { startLocalS3 } from '../../src/embedded/s3.js'
import { abortAbandonedUploads } from '../../src/storage/abandoned-uploads.js'
import { createObjectStore } from '../../src/storage/object-store.js'
import { cleanupsAfterEach } from '../support/cleanups.js'
import { startThrowawayS3 } from '../support/local-s3.js'
import { buildTestApp } from '../support/test-app.js'
import { leaveUnfinishedUpload } from '../support/unfinished-upload.js'

const DAY = 24 * 60 * 60 * 1000

/** Bytes under `dir`, as `du` counts them. */
const diskBytes = (dir: string) =>
  Number(execFileSync('du', ['-sb', dir], { encoding: 'utf8' }).split('\t')[0])

describe('multipart uploads left behind by a crash', () => {
  const cleanups = cleanupsAfterEach()

  it('the embedded store drops their parts when it starts again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'site-test-sweep-'))
    cleanups.push(() => rm(dir, { recursive: true, force: true }))
    const first = await startLocalS3({ dir, port: 0 })
    const store = createObjectStore({ ...first, bucket: 'media', region: 'us-east-1' })
    await store.ensureBucket()
    await store.writeObject('kept.jpg', Buffer.from('jpeg bytes'), 10, 'image/jpeg')
    await leaveUnfinishedUpload(first, 'media', 'originals/2026/01/cut.mp4', 6 * 1024 * 1024)
    expect(diskBytes(dir)).toBeGreaterThan(6 * 1024 * 1024)
    await first.stop()

    const second = await startLocalS3({ dir, port: 0 })
    cleanups.push(() => second.stop())
    const again = createObjectStore({ ...second, bucket: 'media', region: 'us-east-1' })
    expect(await again.listUnfinishedUploads()).toEqual([])
    expect(diskBytes(dir)).toBeLessThan(1024 * 1024)
    expect(await again.readObjectBytes('kept.jpg')).toEqual(Buffer.from('jpeg bytes'))
  })

  it('the API aborts those older than a day at start-up, and leaves newer ones (still uploading)', async () => {
    const s3 = await startThrowawayS3(cleanups)
    const bucket = `sweep-${randomUUID().slice(0, 8)}`
    const store = createObjectStore({ ...s3, bucket, region: 'us-east-1' })
    await store.ensureBucket()
    const old = await leaveUnfinishedUpload(s3, bucket, 'originals/2026/01/old.mp4')
    const recent = await leaveUnfinishedUpload(s3, bucket, 'originals/2026/01/recent.mp4')
    // s3rver keeps an upload in a folder named by its id; the folder's time is the upload's.
    const twoDaysAgo = new Date(Date.now() - 2 * DAY)
    await utimes(path.join(s3.dir, bucket, '._S3rver_uploads', old), twoDaysAgo, twoDaysAgo)
    expect(await store.listUnfinishedUploads()).toHaveLength(2)

    const testApp = await buildTestApp({
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
        S3_BUCKET: bucket,
      },
    })
    cleanups.push(() => testApp.close())
    await vi.waitFor(
      async () => {
        const left = await store.listUnfinishedUploads()
        expect(left.map((upload) => upload.uploadId)).toEqual([recent])
      },
      { timeout: 15_000, interval: 200 },
    )
  })

  it('the real store aborts an abandoned upload through the S3 protocol', async () => {
    // The shared test store (RustFS in a container when one runs), else an s3rver of our own.
    const shared = inject('s3Endpoint')
      ? {
          endpoint: inject('s3Endpoint'),
          accessKey: inject('s3AccessKey'),
          secretKey: inject('s3SecretKey'),
        }
      : await startThrowawayS3(cleanups)
    const bucket = `sweep-${randomUUID().slice(0, 8)}`
    const store = createObjectStore({ ...shared, bucket, region: 'us-east-1' })
    await store.ensureBucket()
    await leaveUnfinishedUpload(shared, bucket, 'originals/2026/01/cut.mp4')
    const [upload] = await store.listUnfinishedUploads()
    expect(upload?.key).toBe('originals/2026/01/cut.mp4')
    expect(upload?.initiated.getTime()).toBeGreaterThan(Date.now() - 60_000)

    expect(await abortAbandonedUploads(store)).toBe(0)
    const tomorrow = new Date(Date.now() + DAY + 60_000)
    expect(await abortAbandonedUploads(store, DAY, tomorrow)).toBe(1)
    expect(await store.listUnfinishedUploads()).toEqual([])
    expect(await store.listObjectKeys()).toEqual([])
  })
})
