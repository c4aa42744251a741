import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { startCountingS3Proxy } from '../support/counting-s3-proxy.js'
import { cutListeningConnections } from '../support/listening-connections.js'
import { makeImage } from '../support/media-files.js'
import { uploadOne, waitForStatus } from '../support/processing.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'
import { eventually } from '../support/uploads.js'

/**
 * Public media is kept in each API process's memory (decision 043): a repeat costs the store
 * nothing, and a file removed through one process is no longer served by another.
 */
describe('/media from memory, in two API processes on one database and store', () => {
  let first: TestApp
  let second: TestApp
  let proxy: Awaited<ReturnType<typeof startCountingS3Proxy>>
  const bytes = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz')

  beforeAll(async () => {
    first = await buildTestApp()
    // The second process reaches the same store through a proxy that counts its requests, and
    // keeps at most 1 MB (so at most 1 MB a file).
    proxy = await startCountingS3Proxy(String(first.servicesEnv.S3_ENDPOINT))
    second = await buildTestApp({
      env: { ...first.servicesEnv, S3_ENDPOINT: proxy.endpoint, MEDIA_CACHE_MB: '1' },
    })
    await eventually(async () => expect(second.app.mediaCache?.listening).toBe(true))
  })
  afterAll(async () => {
    await second?.close()
    await proxy?.stop()
    await first?.close()
  })

  const newKey = (name = 'w400.webp') => `derived/${randomUUID()}/${name}`
  const write = async (key: string, content = bytes) =>
    first.app.storage.writeObject(key, content, content.length, 'image/webp')

  /** One request to the second process, and the store requests it made for that key. */
  async function counted(method: 'GET' | 'HEAD', key: string, headers = {}) {
    const bucket = second.app.storage.bucket
    const before = proxy.requestsFor(bucket, key).length
    const response = await second.app.inject({ method, url: `/media/${key}`, headers })
    return { response, storeRequests: proxy.requestsFor(bucket, key).length - before }
  }

  it('reads a public file from the store once, then serves it, its ranges, 304 and HEAD from memory', async () => {
    const key = newKey()
    await write(key)
    const fromStore = await counted('GET', key)
    expect(fromStore.storeRequests).toBe(1)
    expect(fromStore.response.statusCode).toBe(200)
    expect(fromStore.response.rawPayload).toEqual(bytes)

    const again = await counted('GET', key)
    expect(again.storeRequests).toBe(0)
    expect(again.response.statusCode).toBe(200)
    expect(again.response.rawPayload).toEqual(bytes)
    for (const header of [
      'etag',
      'last-modified',
      'content-type',
      'content-length',
      'cache-control',
      'content-security-policy',
    ]) {
      expect([header, again.response.headers[header]]).toEqual([
        header,
        fromStore.response.headers[header],
      ])
    }

    const range = await counted('GET', key, { range: 'bytes=10-15' })
    expect([range.storeRequests, range.response.statusCode, range.response.body]).toEqual([
      0,
      206,
      'abcdef',
    ])
    expect(range.response.headers['content-range']).toBe(`bytes 10-15/${bytes.length}`)
    const suffix = await counted('GET', key, { range: 'bytes=-4' })
    expect([suffix.storeRequests, suffix.response.statusCode, suffix.response.body]).toEqual([
      0,
      206,
      'wxyz',
    ])
    const etag = String(fromStore.response.headers.etag)
    for (const ifNoneMatch of [etag, `W/${etag}`, `"older", ${etag}`]) {
      const notModified = await counted('GET', key, { 'if-none-match': ifNoneMatch })
      expect([notModified.storeRequests, notModified.response.statusCode]).toEqual([0, 304])
      expect(notModified.response.headers.etag).toBe(etag)
    }
    const pastTheEnd = await counted('GET', key, { range: 'bytes=100-' })
    expect([pastTheEnd.storeRequests, pastTheEnd.response.statusCode]).toEqual([0, 416])
    expect(pastTheEnd.response.headers['content-range']).toBe(`bytes */${bytes.length}`)
    const head = await counted('HEAD', key)
    expect([head.storeRequests, head.response.statusCode, head.response.body]).toEqual([0, 200, ''])
    expect(head.response.headers['content-length']).toBe(String(bytes.length))
  })

  it('keeps neither a file larger than it takes nor one first asked for in part', async () => {
    const large = newKey('display.jpg')
    await write(large, Buffer.alloc(1024 * 1024 + 1, 1))
    expect((await counted('GET', large)).storeRequests).toBe(1)
    const again = await counted('GET', large)
    expect([again.storeRequests, again.response.rawPayload.length]).toEqual([1, 1024 * 1024 + 1])

    const key = newKey()
    await write(key)
    expect((await counted('GET', key, { range: 'bytes=0-3' })).storeRequests).toBe(1)
    expect((await counted('GET', key)).storeRequests).toBe(1)
    expect((await counted('GET', key)).storeRequests).toBe(0)
  })

  it('never keeps an upload as sent, which only staff may fetch', async () => {
    const key = `originals/2026/01/${randomUUID()}.jpg`
    await write(key)
    const cookie = await loginAsAdmin(second)
    for (let round = 0; round < 2; round++) {
      const { response, storeRequests } = await counted('GET', key, { cookie })
      expect([response.statusCode, storeRequests]).toEqual([200, 1])
      expect(response.headers['cache-control']).toBe('private, no-store')
    }
  })

  it('stops serving a photo the other process deleted', async () => {
    const cookie = await loginAsAdmin(first)
    const id = await uploadOne(first, cookie, 'roof.jpg', await makeImage('jpeg'))
    const row = await waitForStatus(first, id, 'ready')
    const small = row.derivatives.find((file) => file.kind === 'w400')?.key as string
    expect((await counted('GET', small)).response.statusCode).toBe(200)
    expect((await counted('GET', small)).storeRequests).toBe(0)

    const deleted = await first.app.inject({
      method: 'DELETE',
      url: `/api/projects/${id}`,
      headers: { cookie },
    })
    expect(deleted.statusCode).toBe(200)
    // PostgreSQL delivers the notification a moment after the delete answered.
    await expect
      .poll(async () => (await counted('GET', small)).response.statusCode, { timeout: 5000 })
      .toBe(404)
  })

  it('hears removals and catalogue changes on one connection a process', async () => {
    const { rows } = await first.app.pool.query<{ name: string }>(
      `select application_name as name from pg_stat_activity
       where datname = current_database() and application_name like 'listen %'`,
    )
    expect(rows.map((row) => row.name)).toEqual([
      'listen catalogue_version media_objects_removed',
      'listen catalogue_version media_objects_removed',
    ])
  })

  it('responds from the store while it cannot hear removals, and from memory again once it can', async () => {
    const key = newKey()
    await write(key)
    await counted('GET', key)
    expect((await counted('GET', key)).storeRequests).toBe(0)

    // Both processes' listening connections are cut, as a PostgreSQL restart would.
    await cutListeningConnections(first.app.pool, 'media_objects_removed')
    await expect
      .poll(() => second.logs.some((line) => line.msg.startsWith('media cache off')))
      .toBe(true)
    await expect.poll(() => second.app.mediaCache?.listening).toBe(true)
    // What it held was dropped: a removal could have gone unheard meanwhile.
    expect((await counted('GET', key)).storeRequests).toBe(1)
    expect((await counted('GET', key)).storeRequests).toBe(0)
  })
})
