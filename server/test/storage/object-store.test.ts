import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalS3 } from '../../src/embedded/s3.js'
import { createObjectStore } from '../../src/storage/object-store.js'

describe('object store', () => {
  let dir: string
  let s3: Awaited<ReturnType<typeof startLocalS3>>
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'site-test-store-'))
    s3 = await startLocalS3({ dir, port: 0 })
  })
  afterAll(async () => {
    await s3.stop()
    await rm(dir, { recursive: true, force: true })
  })

  it('creates the bucket once and reports it available', async () => {
    const store = createObjectStore({ ...s3, bucket: `b-${randomUUID()}`, region: 'us-east-1' })
    expect(await store.isAvailable()).toBe(false)
    await store.ensureBucket()
    await store.ensureBucket()
    expect(await store.isAvailable()).toBe(true)
  })

  it('reports a store that does not answer as unavailable', async () => {
    const store = createObjectStore({
      endpoint: 'http://127.0.0.1:1',
      accessKey: 'a',
      secretKey: 'b',
      bucket: 'media',
      region: 'us-east-1',
    })
    expect(await store.isAvailable()).toBe(false)
    await expect(store.ensureBucket()).rejects.toThrow()
  })
})
