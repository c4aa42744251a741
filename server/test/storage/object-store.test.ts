import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createObjectStore } from '../../src/storage/object-store.js'
import { ObjectStoreError } from '../../src/storage/object-store-error.js'
import { cleanupsAfterAll } from '../support/cleanups.js'
import { startThrowawayS3 } from '../support/local-s3.js'

describe('object store', () => {
  const cleanups = cleanupsAfterAll()
  let s3: Awaited<ReturnType<typeof startThrowawayS3>>
  beforeAll(async () => {
    s3 = await startThrowawayS3(cleanups)
  })
  /** A store at an address where nothing listens. */
  const unreachableStore = () =>
    createObjectStore({
      endpoint: 'http://127.0.0.1:1',
      accessKey: 'a',
      secretKey: 'b',
      bucket: 'media',
      region: 'us-east-1',
    })

  it('creates the bucket once and reports it available', async () => {
    const store = createObjectStore({ ...s3, bucket: `b-${randomUUID()}`, region: 'us-east-1' })
    expect(await store.isAvailable()).toBe(false)
    await store.ensureBucket()
    await store.ensureBucket()
    expect(await store.isAvailable()).toBe(true)
  })

  it('reports a store that does not answer as unavailable', async () => {
    const store = unreachableStore()
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
    const store = unreachableStore()
    async function* body() {
      yield Buffer.from('hello')
    }
    await expect(store.writeObjectStream('a.bin', body(), 'image/png')).rejects.toBeInstanceOf(
      ObjectStoreError,
    )
  })
})
