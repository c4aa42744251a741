import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { media } from '@site/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { cutListeningConnections } from '../support/listening-connections.js'
import { makeImage } from '../support/media-files.js'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'
import { eventually, postUpload } from '../support/uploads.js'

/**
 * `GET /api/projects` is answered from a list each API process keeps in memory: two processes on
 * one database must never answer a list (or a 304) that misses a committed change, whichever of
 * them (or whatever code) made it.
 */
describe('the projects list cached by two API processes on one database', () => {
  let first: TestApp
  let second: TestApp
  let cookie: string

  beforeAll(async () => {
    first = await buildTestApp()
    // A second replica: the same database and bucket, as two API processes behind nginx.
    second = await buildTestApp({ env: first.servicesEnv })
    cookie = await loginAsAdmin(first)
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  const list = (app: TestApp, headers: Record<string, string> = {}) =>
    app.app.inject({ method: 'GET', url: '/api/projects', headers })
  const ids = (response: { json: () => { id: string }[] }) => response.json().map((item) => item.id)

  it('responds with 304 for the ETag of an unchanged list, in either process', async () => {
    await seedMedia(first.app.db, [{ title: 'Kitchen' }, { title: 'Solar' }])
    const response = await list(first)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
    const etag = String(response.headers.etag)
    expect(etag).toMatch(/^W\/"[\w-]+"$/)

    for (const app of [first, second]) {
      const again = await list(app, { 'if-none-match': etag })
      expect(again.statusCode).toBe(304)
      expect(again.body).toBe('')
      expect(again.headers.etag).toBe(etag)
    }
    // One of several tags, or the tag without its weak marker, matches too (weak comparison).
    expect((await list(second, { 'if-none-match': `"x", ${etag}` })).statusCode).toBe(304)
    expect((await list(second, { 'if-none-match': etag.slice(2) })).statusCode).toBe(304)
  })

  it.each([
    ['garbage', 'no quotes at all'],
    ['another tag', 'W/"not-the-tag"'],
    ['an empty value', ''],
    ['a tag of 10 KB', `"${'a'.repeat(10_240)}"`],
  ])('responds with the list for an If-None-Match of %s', async (_name, header) => {
    const response = await list(second, { 'if-none-match': header })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toHaveLength(2)
  })

  it('shows an item edited in one process in the next response of the other', async () => {
    const before = await list(second)
    const [item] = before.json()
    const edit = await first.app.inject({
      method: 'PATCH',
      url: `/api/projects/${item.id}`,
      headers: { cookie },
      payload: { title: 'Rewired distribution board' },
    })
    expect(edit.statusCode).toBe(200)
    // The process that wrote knows at once; the other when PostgreSQL's notification reaches it,
    // a moment after the commit (decision 069).
    expect((await list(first)).json()[0].title).toBe('Rewired distribution board')
    const stale = await eventually(async () => {
      const response = await list(second, { 'if-none-match': String(before.headers.etag) })
      expect(response.statusCode).toBe(200)
      return response
    })
    expect(stale.json()[0].title).toBe('Rewired distribution board')
    expect(stale.headers.etag).not.toBe(before.headers.etag)
  })

  it('drops an item deleted in one process from the next response of the other', async () => {
    const before = await list(second)
    const [gone, kept] = ids(before)
    const removal = await first.app.inject({
      method: 'DELETE',
      url: `/api/projects/${gone}`,
      headers: { cookie },
    })
    expect(removal.statusCode).toBe(200)
    expect(ids(await list(first))).toEqual([kept])
    await eventually(async () => {
      const after = await list(second, { 'if-none-match': String(before.headers.etag) })
      expect(after.statusCode).toBe(200)
      expect(ids(after)).toEqual([kept])
    })
  })

  it('lists a photo uploaded through one process, once processed, in the other', async () => {
    const before = await list(second)
    const upload = await postUpload(
      first,
      [
        { name: 'fileType', value: 'image' },
        { name: 'files', filename: 'geyser.jpg', content: await makeImage('jpeg', 160, 120) },
      ],
      cookie,
    )
    expect(upload.statusCode).toBe(200)
    const [uploaded] = upload.json().items
    await eventually(async () => {
      const response = await list(second, { 'if-none-match': String(before.headers.etag) })
      expect(response.statusCode).toBe(200)
      expect(ids(response)).toContain(uploaded.id)
    })
  })

  it('sees a change made outside the API (SQL) at once, and within one transaction', async () => {
    const before = await list(second)
    const [newest] = ids(before)
    await second.app.db.transaction(async (tx) => {
      await tx.update(media).set({ title: 'First' }).where(eq(media.id, newest))
      await tx.update(media).set({ title: 'Second' }).where(eq(media.id, newest))
    })
    const after = await list(second, { 'if-none-match': String(before.headers.etag) })
    expect(after.statusCode).toBe(200)
    expect(after.json()[0].title).toBe('Second')
    // Emptied by TRUNCATE (no row triggers): still never stale.
    await first.app.db.execute('truncate table media cascade')
    expect((await list(first)).json()).toEqual([])
    await eventually(async () => expect((await list(second)).json()).toEqual([]))
  })

  it('responds to many requests at once with the same current list', async () => {
    await seedMedia(first.app.db, [{ title: 'Pool lights' }])
    await eventually(async () => expect((await list(second)).json()).toHaveLength(1))
    const responses = await Promise.all(Array.from({ length: 50 }, () => list(second)))
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1)
    for (const response of responses)
      expect(response.json().map((p: { title: string }) => p.title)).toEqual(['Pool lights'])
  })

  it('reads the version per request while it cannot hear changes, and listens again', async () => {
    await expect.poll(() => second.app.catalogueVersion.listens).toBe(true)
    // Both processes' listening connections are cut, as a PostgreSQL restart would.
    await cutListeningConnections(first.app.pool, 'catalogue_version')
    await expect
      .poll(() => second.logs.some((line) => line.msg.startsWith('catalogue changes unheard')))
      .toBe(true)
    // Read per request until it listens again (CatalogueVersion's own tests hold the details).
    await seedMedia(first.app.db, [{ title: 'Heard or read' }])
    await eventually(async () => expect((await list(second)).json()[0].title).toBe('Heard or read'))
    await expect.poll(() => second.app.catalogueVersion.listens).toBe(true)
    await seedMedia(first.app.db, [{ title: 'Heard again' }])
    await expect.poll(async () => (await list(second)).json()[0].title).toBe('Heard again')
  })
})

describe('the projects list compressed by what the client accepts', () => {
  let testApp: TestApp
  let plain: string

  beforeAll(async () => {
    testApp = await buildTestApp()
    // Enough text to be worth compressing.
    await seedMedia(
      testApp.app.db,
      Array.from({ length: 20 }, (_, i) => ({ description: `Job ${i}: a long description` })),
    )
    plain = (await testApp.app.inject({ method: 'GET', url: '/api/projects' })).body
    expect(plain.length).toBeGreaterThan(2048)
  })
  afterAll(() => testApp.close())

  const list = (acceptEncoding?: string) =>
    testApp.app.inject({
      method: 'GET',
      url: '/api/projects',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    })

  it.each([
    ['absent', undefined, undefined],
    ['identity', 'identity', undefined],
    ['brotli refused (br;q=0) with nothing else', 'br;q=0', undefined],
    ['an unknown coding', 'compress, x-unknown', undefined],
    ['brotli refused, gzip taken', 'br;q=0, gzip', 'gzip'],
    ['gzip preferred by q-value', 'br;q=0.5, gzip;q=0.9', 'gzip'],
    ['brotli and gzip', 'gzip, deflate, br', 'br'],
    ['anything (*)', '*', 'br'],
  ])('Accept-Encoding %s', async (_name, acceptEncoding, expected) => {
    const response = await list(acceptEncoding)
    expect(response.statusCode).toBe(200)
    expect(response.headers.vary).toMatch(/Accept-Encoding/i)
    expect(response.headers['content-encoding']).toBe(expected)
    const body = response.rawPayload
    const decoded =
      expected === 'br' ? brotliDecompressSync(body) : expected === 'gzip' ? gunzipSync(body) : body
    expect(decoded.toString()).toBe(plain)
    if (expected) expect(body.length).toBeLessThan(plain.length / 2)
  })
})
