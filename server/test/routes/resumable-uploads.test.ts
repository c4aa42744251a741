import { media, resumableUploads } from '@site/db'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { datedTitle } from '../../src/media/upload/media-title.js'
import { sweepExpiredUploads } from '../../src/media/upload/resumable/expired-uploads.js'
import { RESUMABLE_UPLOAD_LIFETIME_MS } from '../../src/media/upload/resumable/resumable-store.js'
import { loginAsAdmin, withAdminTestApp } from '../support/admin-session.js'
import { type CuttingProxy, startCuttingProxy } from '../support/cutting-proxy.js'
import { makeNoisyJpeg } from '../support/media-files.js'
import {
  absoluteUploadUrl,
  createResumable,
  listenOnLoopback,
  RESUMABLE_PATH,
  sendResumable,
  tusRequest,
} from '../support/resumable-uploads.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'
import { eventually } from '../support/uploads.js'

const photoMetadata = { filename: 'kitchen-island.jpg', fileType: 'image' }

async function uploadRow(testApp: TestApp, url: string) {
  const id = url.split('/').pop() ?? ''
  const [row] = await testApp.app.db
    .select()
    .from(resumableUploads)
    .where(eq(resumableUploads.id, id))
  return row
}

async function storedOriginal(testApp: TestApp, cookie: string, image: string) {
  const response = await testApp.app.inject({ method: 'GET', url: image, headers: { cookie } })
  expect(response.statusCode).toBe(200)
  return response.rawPayload
}

describe('resumable uploads (tus) keep every byte through broken connections', () => {
  const admin = withAdminTestApp()
  let origin: string
  let proxy: CuttingProxy
  let photo: Buffer

  beforeAll(async () => {
    origin = await listenOnLoopback(admin.testApp)
    proxy = await startCuttingProxy({ host: '127.0.0.1', port: Number(new URL(origin).port) })
    photo = await makeNoisyJpeg()
  })
  afterAll(() => proxy?.close())

  it('stores a photo sent without a break, responding as POST /api/upload does', async () => {
    const outcome = await sendResumable(photo, {
      origin,
      cookie: admin.cookie,
      metadata: photoMetadata,
    })
    expect(outcome).toMatchObject({ ok: true, status: 200 })
    const result = JSON.parse(outcome.ok ? outcome.body : '{}')
    expect(result).toMatchObject({
      success: true,
      message: 'Successfully uploaded 1 image(s) with automatic categorization.',
      items: [
        {
          file: 'kitchen-island.jpg',
          title: 'Kitchen Island',
          category: 'Kitchen Renovation',
          fileType: 'image',
          status: 'processing',
        },
      ],
    })
    const item = result.items[0]
    expect(item.image).toMatch(/^\/media\/originals\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/)
    expect((await storedOriginal(admin.testApp, admin.cookie, item.image)).equals(photo)).toBe(true)
    // The parts are gone once the original is whole.
    expect(await admin.testApp.app.storage.listObjectKeys('resumable/')).toEqual([])
    const row = await uploadRow(admin.testApp, outcome.ok ? outcome.url : '')
    expect(row).toMatchObject({ mediaId: item.id, receivedBytes: photo.length, parts: [] })
  })

  it("files a photo under the staff member's chosen category", async () => {
    const outcome = await sendResumable(photo, {
      origin,
      cookie: admin.cookie,
      metadata: { filename: 'kitchen.jpg', fileType: 'image', category: 'solar & electrical' },
    })
    expect(outcome).toMatchObject({ ok: true, status: 200 })
    const result = JSON.parse(outcome.ok ? outcome.body : '{}')
    expect(result.items[0]).toMatchObject({ title: 'Kitchen', category: 'Solar & Electrical' })
    const [row] = await admin.testApp.app.db
      .select()
      .from(media)
      .where(eq(media.id, result.items[0].id))
    expect(row).toMatchObject({ categorySource: 'staff', needsTitle: false })
  })

  it("titles a photo with a camera's name by its category and month, needing a title", async () => {
    const outcome = await sendResumable(photo, {
      origin,
      cookie: admin.cookie,
      metadata: { filename: 'PXL_20261120_101500123.jpg', fileType: 'image', category: 'Building' },
    })
    expect(outcome).toMatchObject({ ok: true, status: 200 })
    const result = JSON.parse(outcome.ok ? outcome.body : '{}')
    expect(result.items[0]).toMatchObject({
      title: datedTitle('Building', new Date()),
      category: 'Building',
    })
    const [row] = await admin.testApp.app.db
      .select()
      .from(media)
      .where(eq(media.id, result.items[0].id))
    expect(row).toMatchObject({ categorySource: 'staff', needsTitle: true })
  })

  it('resumes after the connection breaks at 30 % and at 70 %, from other client instances', async () => {
    const metadata = { filename: 'solar-panels.jpg', fileType: 'image' }
    proxy.cutOnceAfter(Math.round(photo.length * 0.3))
    const first = await sendResumable(photo, { origin: proxy.url, cookie: admin.cookie, metadata })
    expect(first.ok).toBe(false)
    expect(first.url).toBeTruthy()
    const url = absoluteUploadUrl(proxy.url, first.url ?? '')

    // Every byte that reached the server before the break is kept.
    await eventually(async () => {
      const row = await uploadRow(admin.testApp, url)
      expect(row?.receivedBytes).toBeGreaterThan(photo.length * 0.25)
    })
    const afterFirst = (await uploadRow(admin.testApp, url))?.receivedBytes ?? 0
    expect(afterFirst).toBeLessThanOrEqual(photo.length * 0.3)

    proxy.cutOnceAfter(Math.round(photo.length * 0.4))
    const second = await sendResumable(photo, {
      origin: proxy.url,
      uploadUrl: url,
      cookie: admin.cookie,
      metadata,
    })
    expect(second.ok).toBe(false)
    await eventually(async () => {
      const row = await uploadRow(admin.testApp, url)
      expect(row?.receivedBytes).toBeGreaterThan(afterFirst + photo.length * 0.35)
    })

    const sentBefore = proxy.forwardedBytes
    let resumedFrom = -1
    const third = await sendResumable(photo, {
      origin: proxy.url,
      uploadUrl: url,
      cookie: admin.cookie,
      metadata,
      onProgress: (sent) => {
        if (resumedFrom < 0) resumedFrom = sent
      },
    })
    expect(third).toMatchObject({ ok: true, status: 200 })
    // Only the rest was sent again (plus the requests' headers).
    expect(proxy.forwardedBytes - sentBefore).toBeLessThan(photo.length * 0.35)

    const item = JSON.parse(third.ok ? third.body : '{}').items[0]
    expect(item).toMatchObject({ title: 'Solar Panels', category: 'Solar & Electrical' })
    expect((await storedOriginal(admin.testApp, admin.cookie, item.image)).equals(photo)).toBe(true)
    const [stored] = await admin.testApp.app.db.select().from(media).where(eq(media.id, item.id))
    expect(stored?.size).toBe(photo.length)
    expect(await admin.testApp.app.storage.listObjectKeys('resumable/')).toEqual([])
  })

  it('decides the content from the first bytes even when fewer than it needs came first', async () => {
    // A request that ended after 1000 bytes: too few to tell what the file is, and kept.
    const created = await createResumable(origin, admin.cookie, photo.length, {
      filename: 'bathroom.jpg',
      fileType: 'image',
    })
    expect(created.status).toBe(201)
    const path = created.headers.get('location') ?? ''
    const patched = await tusRequest(origin, path, {
      method: 'PATCH',
      headers: {
        cookie: admin.cookie,
        'Upload-Offset': '0',
        'Content-Type': 'application/offset+octet-stream',
      },
      body: photo.subarray(0, 1000),
    })
    expect(patched.status).toBe(204)
    expect(patched.headers.get('upload-offset')).toBe('1000')
    expect(await uploadRow(admin.testApp, path)).toMatchObject({
      receivedBytes: 1000,
      contentType: null,
    })

    const rest = await sendResumable(photo, {
      origin,
      uploadUrl: `${origin}${path}`,
      cookie: admin.cookie,
      metadata: { filename: 'bathroom.jpg', fileType: 'image' },
    })
    expect(rest).toMatchObject({ ok: true, status: 200 })
    const item = JSON.parse(rest.ok ? rest.body : '{}').items[0]
    expect(item).toMatchObject({ category: 'Bathroom Renovation' })
    expect((await storedOriginal(admin.testApp, admin.cookie, item.image)).equals(photo)).toBe(true)
  })

  it('keeps one correct file when two requests bring the same bytes at once (a reconnecting client)', async () => {
    const created = await createResumable(origin, admin.cookie, photo.length, {
      filename: 'deck.jpg',
      fileType: 'image',
    })
    const path = created.headers.get('location') ?? ''
    const send = (from: number, to = photo.length) =>
      tusRequest(origin, path, {
        method: 'PATCH',
        headers: {
          cookie: admin.cookie,
          'Upload-Offset': String(from),
          'Content-Type': 'application/offset+octet-stream',
        },
        body: photo.subarray(from, to),
      })
    const mb = 1024 * 1024
    expect((await send(0, mb)).status).toBe(204)
    const responses = await Promise.all([send(mb), send(mb)])
    // The second waits for the first to record its bytes, then is told the file is complete
    // (409, Upload-Offset at the end); had it not waited, it would finish with the same item.
    const statuses = responses.map((result) => result.status).sort()
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses)
    const bodies = await Promise.all(responses.map((result) => result.json()))
    const first = bodies.find((body) => body.success)
    for (const body of bodies.filter((body) => body.success)) {
      expect(body.items[0].id).toBe(first.items[0].id)
    }
    const items = await admin.testApp.app.db
      .select()
      .from(media)
      .where(eq(media.id, first.items[0].id))
    expect(items).toHaveLength(1)
    expect(
      (await storedOriginal(admin.testApp, admin.cookie, first.items[0].image)).equals(photo),
    ).toBe(true)
    expect(await admin.testApp.app.storage.listObjectKeys('resumable/')).toEqual([])
  })

  it('removes an upload left unfinished for a day, with its bytes (expiration)', async () => {
    proxy.cutOnceAfter(Math.round(photo.length * 0.5))
    const broken = await sendResumable(photo, {
      origin: proxy.url,
      cookie: admin.cookie,
      metadata: { filename: 'left-behind.jpg', fileType: 'image' },
    })
    expect(broken.ok).toBe(false)
    const path = new URL(broken.url ?? '', origin).pathname
    const id = path.split('/').pop() ?? ''
    await eventually(async () => {
      expect(await admin.testApp.app.storage.listObjectKeys(`resumable/${id}/`)).not.toEqual([])
    })

    const { app } = admin.testApp
    const services = { db: app.db, storage: app.storage }
    // Not yet a day old: kept.
    expect(await sweepExpiredUploads(services, RESUMABLE_UPLOAD_LIFETIME_MS)).toBe(0)
    await app.pool.query(
      "update resumable_uploads set created_at = now() - interval '25 hours' where id = $1",
      [id],
    )
    const head = await tusRequest(origin, path, {
      method: 'HEAD',
      headers: { cookie: admin.cookie },
    })
    expect(head.status).toBe(410)

    expect(await sweepExpiredUploads(services, RESUMABLE_UPLOAD_LIFETIME_MS)).toBe(1)
    expect(await uploadRow(admin.testApp, path)).toBeUndefined()
    expect(await app.storage.listObjectKeys(`resumable/${id}/`)).toEqual([])
    const gone = await tusRequest(origin, path, {
      method: 'HEAD',
      headers: { cookie: admin.cookie },
    })
    expect(gone.status).toBe(404)
  })
})

describe('a resumable upload begun on one API process finishes on another', () => {
  let first: TestApp
  let second: TestApp

  beforeAll(async () => {
    first = await buildTestApp()
    second = await buildTestApp({ env: first.servicesEnv })
  })
  afterAll(async () => {
    await second?.close()
    await first?.close()
  })

  it('shares the upload through the database and the object store', async () => {
    const photo = await makeNoisyJpeg(1600, 1200)
    const cookie = await loginAsAdmin(first)
    const firstOrigin = await listenOnLoopback(first)
    const secondOrigin = await listenOnLoopback(second)
    const proxy = await startCuttingProxy({
      host: '127.0.0.1',
      port: Number(new URL(firstOrigin).port),
    })
    try {
      proxy.cutOnceAfter(Math.round(photo.length * 0.5))
      const metadata = { filename: 'site-visit.jpg', fileType: 'image' }
      const started = await sendResumable(photo, { origin: proxy.url, cookie, metadata })
      expect(started.ok).toBe(false)
      const path = new URL(started.url ?? '', firstOrigin).pathname
      await eventually(async () => {
        const row = await uploadRow(second, path)
        expect(row?.receivedBytes).toBeGreaterThan(photo.length * 0.4)
      })

      const finished = await sendResumable(photo, {
        origin: secondOrigin,
        uploadUrl: `${secondOrigin}${path}`,
        cookie,
        metadata,
      })
      expect(finished).toMatchObject({ ok: true, status: 200 })
      const item = JSON.parse(finished.ok ? finished.body : '{}').items[0]
      expect(item).toMatchObject({ fileType: 'image', category: 'General', title: 'Site Visit' })
      expect((await storedOriginal(first, cookie, item.image)).equals(photo)).toBe(true)
      expect(path.startsWith(RESUMABLE_PATH)).toBe(true)
    } finally {
      await proxy.close()
    }
  })
})
