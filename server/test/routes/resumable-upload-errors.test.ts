import { media, resumableUploads, staffAccounts } from '@site/db'
import { count } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { MAX_UNFINISHED_UPLOADS } from '../../src/media/upload/resumable/resumable-store.js'
import { hashPassword } from '../../src/staff-auth/passwords.js'
import { withAdminTestApp } from '../support/admin-session.js'
import { makeImage, makeVideo } from '../support/media-files.js'
import {
  listenOnLoopback,
  RESUMABLE_PATH,
  sendResumable,
  tusMetadata,
  tusRequest,
} from '../support/resumable-uploads.js'

const MB = 1024 * 1024
const octets = 'application/offset+octet-stream'

describe('resumable uploads refuse bad input with a clear message and store nothing', () => {
  const admin = withAdminTestApp()
  let origin: string
  let png: Buffer

  beforeAll(async () => {
    origin = await listenOnLoopback(admin.testApp)
    png = await makeImage('png', 200, 150)
  })

  const create = (length: string | null, metadata: string | null, cookie = admin.cookie) =>
    tusRequest(origin, RESUMABLE_PATH, {
      method: 'POST',
      headers: {
        cookie,
        ...(length === null ? {} : { 'Upload-Length': length }),
        ...(metadata === null ? {} : { 'Upload-Metadata': metadata }),
      },
    })
  const photo = (size: number, filename = 'roof.png') =>
    create(String(size), tusMetadata({ filename, fileType: 'image' }))
  const patch = (path: string, offset: number, body: Uint8Array, headers = {}) =>
    tusRequest(origin, path, {
      method: 'PATCH',
      headers: {
        cookie: admin.cookie,
        'Upload-Offset': String(offset),
        'Content-Type': octets,
        ...headers,
      },
      body,
    })
  const head = (path: string, cookie = admin.cookie) =>
    tusRequest(origin, path, { method: 'HEAD', headers: { cookie } })
  async function errorBody(response: Response) {
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    return { status: response.status, ...((await response.json()) as object) }
  }
  async function stored() {
    const { app } = admin.testApp
    const [uploads] = await app.db.select({ n: count() }).from(resumableUploads)
    const [items] = await app.db.select({ n: count() }).from(media)
    return {
      uploads: uploads?.n ?? 0,
      items: items?.n ?? 0,
      parts: await app.storage.listObjectKeys('resumable/'),
    }
  }
  async function removeAllUploads() {
    const { app } = admin.testApp
    for (const { id } of await app.db.select({ id: resumableUploads.id }).from(resumableUploads)) {
      await tusRequest(origin, `${RESUMABLE_PATH}/${id}`, {
        method: 'DELETE',
        headers: { cookie: admin.cookie },
      })
    }
  }
  const nothing = { uploads: 0, items: 0, parts: [] }

  it('needs the staff session for every request', async () => {
    const created = await photo(png.length)
    const path = created.headers.get('location') ?? ''
    for (const method of ['POST', 'HEAD', 'PATCH', 'DELETE'] as const) {
      const response = await tusRequest(origin, method === 'POST' ? RESUMABLE_PATH : path, {
        method,
        headers: {
          'Upload-Length': String(png.length),
          'Upload-Offset': '0',
          'Content-Type': octets,
        },
        body: method === 'PATCH' ? png : undefined,
      })
      expect(response.status, method).toBe(401)
      if (method !== 'HEAD') {
        expect(await response.json()).toMatchObject({ success: false, message: expect.any(String) })
      }
    }
    expect((await head(path)).headers.get('upload-offset')).toBe('0')
    await removeAllUploads()
    expect(await stored()).toEqual(nothing)
  })

  it("responds with 404 for another account's upload and for a guessed one", async () => {
    const { app } = admin.testApp
    await app.db
      .insert(staffAccounts)
      .values({ username: 'second', passwordHash: await hashPassword('second-password-123') })
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'second', password: 'second-password-123' },
    })
    const cookie = login.cookies[0]
    const otherCookie = `${cookie?.name}=${cookie?.value}`

    const created = await photo(png.length)
    const path = created.headers.get('location') ?? ''
    expect((await head(path, otherCookie)).status).toBe(404)
    const otherPatch = await tusRequest(origin, path, {
      method: 'PATCH',
      headers: { cookie: otherCookie, 'Upload-Offset': '0', 'Content-Type': octets },
      body: png,
    })
    expect(await errorBody(otherPatch)).toMatchObject({
      status: 404,
      message: expect.stringContaining('does not exist'),
    })
    const otherDelete = await tusRequest(origin, path, {
      method: 'DELETE',
      headers: { cookie: otherCookie },
    })
    expect(otherDelete.status).toBe(404)
    expect((await head(path)).status).toBe(200)

    for (const guess of ['0123456789abcdef0123456789abcdef', '..', '%2e%2e', 'f'.repeat(90)]) {
      expect((await head(`${RESUMABLE_PATH}/${guess}`)).status, guess).toBe(404)
    }
    await removeAllUploads()
    expect(await stored()).toEqual(nothing)
  })

  it('refuses a declared size over the limit before any byte (413), and a missing, negative or empty one', async () => {
    const video = await create(
      String(500 * MB + 1),
      tusMetadata({ filename: 'walkthrough.mp4', fileType: 'video' }),
    )
    expect(await errorBody(video)).toMatchObject({
      status: 413,
      message: 'File too large: walkthrough.mp4. Maximum size: 500MB',
    })
    expect(await errorBody(await photo(50 * MB + 1, 'roof.jpg'))).toMatchObject({
      status: 413,
      message: 'File too large: roof.jpg. Maximum size: 50MB',
    })
    const missing = await create(null, tusMetadata({ filename: 'a.jpg', fileType: 'image' }))
    expect(await errorBody(missing)).toMatchObject({
      status: 400,
      message: expect.stringContaining('Upload-Length'),
    })
    const negative = await create('-5', tusMetadata({ filename: 'a.jpg', fileType: 'image' }))
    expect(await errorBody(negative)).toMatchObject({ status: 400 })
    expect(await errorBody(await photo(0, 'empty.jpg'))).toMatchObject({
      status: 400,
      message: 'Empty file: empty.jpg',
    })
    const deferred = await tusRequest(origin, RESUMABLE_PATH, {
      method: 'POST',
      headers: {
        cookie: admin.cookie,
        'Upload-Defer-Length': '1',
        'Upload-Metadata': tusMetadata({ filename: 'a.jpg', fileType: 'image' }),
      },
    })
    expect(deferred.status).toBeGreaterThanOrEqual(400)
    expect(await stored()).toEqual(nothing)
  })

  it('refuses bad metadata: a 500-character or folder name, NUL bytes, bad base64, no fileType', async () => {
    const cases: [string, string][] = [
      [tusMetadata({ filename: `${'a'.repeat(496)}.jpg`, fileType: 'image' }), 'too long'],
      [tusMetadata({ filename: '../../etc/passwd.jpg', fileType: 'image' }), 'folders'],
      [tusMetadata({ filename: '..', fileType: 'image' }), 'folders'],
      [tusMetadata({ filename: 'roof\u0000.jpg', fileType: 'image' }), 'control characters'],
      ['filename !!notbase64, fileType aW1hZ2U=', 'metadata is not valid'],
      ['filename cm9vZi5qcGc=,filename cm9vZi5qcGc=', 'metadata is not valid'],
      [tusMetadata({ filename: 'roof.jpg', fileType: 'document' }), 'fileType must be'],
      [tusMetadata({ filename: 'roof.jpg' }), 'fileType must be'],
      [tusMetadata({ fileType: 'image' }), 'must name its file'],
      [
        tusMetadata({ filename: 'roof.jpg', fileType: 'image', category: 'Spaceships' }),
        'Unknown category',
      ],
    ]
    for (const [metadata, says] of cases) {
      const body = await errorBody(await create(String(png.length), metadata))
      expect(body, metadata).toMatchObject({
        status: 400,
        message: expect.stringContaining(says),
      })
    }
    expect(await stored()).toEqual(nothing)
  })

  it('refuses a PATCH at the wrong offset (409), of the wrong type (415) or past the declared length (413)', async () => {
    const created = await photo(png.length)
    const path = created.headers.get('location') ?? ''
    expect((await patch(path, 0, png.subarray(0, 5000))).status).toBe(204)

    expect(await errorBody(await patch(path, 100, png.subarray(100, 200)))).toMatchObject({
      status: 409,
    })
    const wrongType = await patch(path, 5000, png.subarray(5000), {
      'Content-Type': 'application/json',
    })
    expect(await errorBody(wrongType)).toMatchObject({
      status: 415,
      message: expect.stringContaining('application/offset+octet-stream'),
    })
    const tooLong = await patch(path, 5000, Buffer.concat([png.subarray(5000), Buffer.alloc(10)]))
    expect(await errorBody(tooLong)).toMatchObject({ status: 413 })
    // None of them moved the upload on.
    expect((await head(path)).headers.get('upload-offset')).toBe('5000')
    expect(await errorBody(await patch(path, -1, png))).toMatchObject({ status: 400 })

    const rest = await patch(path, 5000, png.subarray(5000))
    expect(rest.status).toBe(200)
    expect(await rest.json()).toMatchObject({ success: true, items: [{ file: 'roof.png' }] })
  })

  it('refuses a file whose first bytes are text, HTML or SVG, or a photo declared as a video (415)', async () => {
    await removeAllUploads()
    const before = await stored()
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script>${' '.repeat(5000)}</svg>`,
    )
    const files: [string, Buffer, 'image' | 'video'][] = [
      ['notes.jpg', Buffer.from(`hello, this is text\n${'x'.repeat(6000)}`), 'image'],
      [
        'page.jpg',
        Buffer.from(`<!doctype html><html><body>${'x'.repeat(6000)}</body></html>`),
        'image',
      ],
      ['drawing.jpg', svg, 'image'],
      ['clip.mp4', png, 'video'],
      ['photo.jpg', await makeVideo('mp4'), 'image'],
    ]
    for (const [filename, content, fileType] of files) {
      const outcome = await sendResumable(content, {
        origin,
        cookie: admin.cookie,
        metadata: { filename, fileType },
      })
      expect(outcome.ok, filename).toBe(false)
      expect(outcome.status, filename).toBe(415)
      expect(JSON.parse(outcome.body), filename).toMatchObject({
        success: false,
        message: expect.stringContaining(`Invalid file type: ${filename}.`),
      })
    }
    expect(await stored()).toEqual(before)
  })

  it('will not cancel a finished upload (its item stays); cancels an unfinished one with its bytes', async () => {
    const finished = await sendResumable(png, {
      origin,
      cookie: admin.cookie,
      metadata: { filename: 'deck.png', fileType: 'image' },
    })
    expect(finished.ok).toBe(true)
    const path = new URL(finished.url ?? '', origin).pathname
    const cancel = await tusRequest(origin, path, {
      method: 'DELETE',
      headers: { cookie: admin.cookie },
    })
    expect(await errorBody(cancel)).toMatchObject({
      status: 400,
      message: expect.stringContaining('cannot be cancelled'),
    })
    const items = (await stored()).items

    const unfinished = await photo(png.length)
    const unfinishedPath = unfinished.headers.get('location') ?? ''
    expect((await patch(unfinishedPath, 0, png.subarray(0, 6000))).status).toBe(204)
    expect((await stored()).parts).toHaveLength(1)
    const terminated = await tusRequest(origin, unfinishedPath, {
      method: 'DELETE',
      headers: { cookie: admin.cookie },
    })
    expect(terminated.status).toBe(204)
    expect((await head(unfinishedPath)).status).toBe(404)
    expect(await stored()).toMatchObject({ items, parts: [] })
  })

  it(`refuses more than ${MAX_UNFINISHED_UPLOADS} unfinished uploads at once (429)`, async () => {
    await removeAllUploads()
    const started = await Promise.all(
      Array.from({ length: MAX_UNFINISHED_UPLOADS + 3 }, (_, i) => photo(png.length, `p${i}.png`)),
    )
    const statuses = started.map((response) => response.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_UNFINISHED_UPLOADS)
    const errorResponse = started.find((response) => response.status === 429)
    expect(await errorBody(errorResponse as Response)).toMatchObject({
      status: 429,
      message: expect.stringContaining(`at most ${MAX_UNFINISHED_UPLOADS}`),
    })
    await removeAllUploads()
    expect((await photo(png.length)).status).toBe(201)
    await removeAllUploads()
  })

  it('speaks only tus 1.0.0', async () => {
    const response = await fetch(`${origin}${RESUMABLE_PATH}`, {
      method: 'POST',
      headers: {
        cookie: admin.cookie,
        'Upload-Length': '10',
        'Upload-Metadata': tusMetadata({ filename: 'a.png', fileType: 'image' }),
      },
    })
    expect(await errorBody(response)).toMatchObject({
      status: 412,
      message: expect.stringContaining('Tus-Resumable: 1.0.0'),
    })
  })
})
