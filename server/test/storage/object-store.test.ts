import { randomUUID } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLocalS3 } from '../../src/embedded/s3.js'
import { createObjectStore } from '../../src/storage/object-store.js'
import { ObjectStoreError } from '../../src/storage/object-store-error.js'

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

  describe('streamed writes', () => {
    let store: ReturnType<typeof createObjectStore>
    beforeAll(async () => {
      store = createObjectStore({ ...s3, bucket: `w-${randomUUID()}`, region: 'us-east-1' })
      await store.ensureBucket()
    })

    async function* chunks(count: number, size: number, failAfter?: number) {
      for (let i = 0; i < count; i++) {
        if (i === failAfter) throw new Error('the sender went away')
        yield Buffer.alloc(size, i % 256)
      }
    }

    async function readBack(key: string): Promise<Buffer> {
      const parts: Buffer[] = []
      for await (const chunk of await store.readObject(key)) parts.push(chunk as Buffer)
      return Buffer.concat(parts)
    }

    it('writes a small stream as one object and returns its size', async () => {
      expect(await store.writeObjectStream('small.bin', chunks(3, 1000), 'image/png')).toBe(3000)
      expect(await store.describeObject('small.bin')).toMatchObject({
        size: 3000,
        contentType: 'image/png',
      })
    })

    it('writes a stream larger than one part in parts, bytes in order', async () => {
      const size = await store.writeObjectStream('large.bin', chunks(20, 1024 * 1024), 'video/mp4')
      expect(size).toBe(20 * 1024 * 1024)
      const back = await readBack('large.bin')
      expect(back.length).toBe(size)
      expect(back[0]).toBe(0)
      expect(back[size - 1]).toBe(19)
      expect(await store.listUnfinishedUploads()).toEqual([])
    })

    it('leaves no object and no unfinished upload when the stream fails half-way', async () => {
      await expect(
        store.writeObjectStream('broken.bin', chunks(30, 1024 * 1024, 20), 'video/mp4'),
      ).rejects.toThrow('the sender went away')
      expect(await store.describeObject('broken.bin')).toBeNull()
      expect(await store.listUnfinishedUploads()).toEqual([])
    })

    it('lists and removes objects; removing a missing key is no error', async () => {
      await store.writeObjectStream('dir/a.bin', chunks(1, 10), 'image/jpeg')
      await store.writeObjectStream('dir/b.bin', chunks(1, 10), 'image/jpeg')
      expect((await store.listObjectKeys('dir/')).sort()).toEqual(['dir/a.bin', 'dir/b.bin'])
      await store.removeObjects(['dir/a.bin', 'dir/b.bin', 'dir/none.bin'])
      expect(await store.listObjectKeys('dir/')).toEqual([])
    })
  })

  it('reports a store failure as ObjectStoreError', async () => {
    const store = createObjectStore({
      endpoint: 'http://127.0.0.1:1',
      accessKey: 'a',
      secretKey: 'b',
      bucket: 'media',
      region: 'us-east-1',
    })
    async function* body() {
      yield Buffer.from('hello')
    }
    await expect(store.writeObjectStream('a.bin', body(), 'image/png')).rejects.toBeInstanceOf(
      ObjectStoreError,
    )
  })
})
