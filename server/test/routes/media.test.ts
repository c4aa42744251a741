import { Readable } from 'node:stream'
import { parse } from 'content-disposition'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { seedMedia } from '../support/seed.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('GET /media/<key>', () => {
  let testApp: TestApp
  const bytes = Buffer.from('0123456789abcdefghijklmnopqrstuvwxyz')
  const key = 'derived/test/photo one.jpg'
  const url = '/media/derived/test/photo%20one.jpg'

  beforeAll(async () => {
    testApp = await buildTestApp()
    await testApp.app.storage.writeObject(key, bytes, bytes.length, 'image/jpeg')
  })
  afterAll(() => testApp.close())

  const get = (path: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: path, headers })

  it('serves the whole object with its type and immutable caching', async () => {
    const response = await get(url)
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload).toEqual(bytes)
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(bytes.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    })
    expect(response.headers.etag).toMatch(/^"[^"]+"$/)
  })

  it('serves byte ranges, as video players seek', async () => {
    const first = await get(url, { range: 'bytes=0-9' })
    expect(first.statusCode).toBe(206)
    expect(first.body).toBe('0123456789')
    expect(first.headers['content-range']).toBe(`bytes 0-9/${bytes.length}`)
    expect(first.headers['content-length']).toBe('10')

    const suffix = await get(url, { range: 'bytes=-3' })
    expect(suffix.statusCode).toBe(206)
    expect(suffix.body).toBe('xyz')
  })

  it('responds to a range beyond the end with 416', async () => {
    const response = await get(url, { range: 'bytes=1000-2000' })
    expect(response.statusCode).toBe(416)
    expect(response.headers['content-range']).toBe(`bytes */${bytes.length}`)
  })

  it('responds with 304 when the browser already has this version', async () => {
    const { etag } = (await get(url)).headers
    const response = await get(url, { 'if-none-match': String(etag) })
    expect(response.statusCode).toBe(304)
    expect(response.body).toBe('')
  })

  it('responds to HEAD with the headers only', async () => {
    const response = await testApp.app.inject({ method: 'HEAD', url })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-length']).toBe(String(bytes.length))
    expect(response.body).toBe('')
  })

  it.each([
    ['a missing key', '/media/derived/none.jpg'],
    ['a path that climbs out', '/media/derived/..%2F..%2Fetc%2Fpasswd'],
    ['an encoded dot segment', '/media/derived/%2E%2E/secret.jpg'],
    ['a control character', '/media/derived/a%00b.jpg'],
    ['a 2 KB key', `/media/${'a'.repeat(2048)}`],
  ])('responds to %s with 404 or 400 JSON, never a 500', async (_name, path) => {
    const response = await get(path)
    expect([400, 404]).toContain(response.statusCode)
    expect(response.json()).toMatchObject({ success: false })
  })

  it('stores and serves objects larger than one multipart part (70 MB)', async () => {
    const size = 70 * 1024 * 1024
    const chunk = Buffer.alloc(1024 * 1024, 7)
    const body = Readable.from(
      (function* () {
        for (let i = 0; i < 70; i++) yield chunk
      })(),
    )
    await testApp.app.storage.writeObject('derived/test/big.mp4', body, size, 'video/mp4')
    const head = await testApp.app.inject({ method: 'HEAD', url: '/media/derived/test/big.mp4' })
    expect(head.headers['content-length']).toBe(String(size))
    const tail = await get('/media/derived/test/big.mp4', { range: `bytes=${size - 4}-` })
    expect(tail.rawPayload).toEqual(Buffer.alloc(4, 7))
  })

  describe('?download=1', () => {
    // What a visitor downloads: the item's display copy, named after the item's title.
    const id = '0b0e3c1a-5d1e-4a39-9a57-1f0d3f0a9c11'
    const saved = `derived/${id}/display.jpg`
    beforeAll(async () => {
      await testApp.app.storage.writeObject(saved, bytes, bytes.length, 'image/jpeg')
      await seedMedia(testApp.app.db, [{ id, title: 'Kitchen "Island" / Café 🏠' }])
    })

    it('asks the browser to save the file as its title plus extension', async () => {
      const response = await get(`/media/${saved}?download=1`)
      expect(response.statusCode).toBe(200)
      const header = String(response.headers['content-disposition'])
      expect(header.startsWith('attachment;')).toBe(true)
      // An ASCII name for old clients, the title itself for the others.
      expect(header).toBe(
        `attachment; filename="Kitchen Island Cafe.jpg"; filename*=UTF-8''Kitchen%20Island%20Caf%C3%A9%20%F0%9F%8F%A0.jpg`,
      )
      expect(parse(header).parameters.filename).toBe('Kitchen Island Café 🏠.jpg')
      expect(response.rawPayload).toEqual(bytes)
    })

    it('names a file without a row after its key, and leaves other requests inline', async () => {
      const named = await get(`${url}?download=1`)
      expect(parse(String(named.headers['content-disposition'])).parameters.filename).toBe(
        'photo one.jpg',
      )
      expect((await get(`/media/${saved}`)).headers['content-disposition']).toBeUndefined()
      expect(
        (await get(`/media/${saved}?download=0`)).headers['content-disposition'],
      ).toBeUndefined()
    })

    it('adds it to byte ranges too', async () => {
      const response = await get(`/media/${saved}?download=1`, { range: 'bytes=0-3' })
      expect(response.statusCode).toBe(206)
      expect(response.headers['content-disposition']).toMatch(/^attachment;/)
    })
  })

  describe('originals (location and device tags included)', () => {
    const original = 'originals/2026/03/7c1f6a52-29d4-4c43-8d8e-3c5b0a6f1e20.jpg'
    const originalUrl = `/media/${original}`
    let cookie: string
    beforeAll(async () => {
      await testApp.app.storage.writeObject(original, bytes, bytes.length, 'image/jpeg')
      await seedMedia(testApp.app.db, [{ objectKey: original, title: 'Gate motor' }])
      cookie = await loginAsAdmin(testApp)
    })

    it.each([
      ['GET', {}],
      ['GET', { range: 'bytes=0-3' }],
      ['GET', { 'if-none-match': '"anything"' }],
      ['HEAD', {}],
    ] as const)(
      'responds to %s %o without a staff session with 404, like a missing file',
      async (method, headers) => {
        const response = await testApp.app.inject({ method, url: originalUrl, headers })
        expect(response.statusCode).toBe(404)
        expect(response.rawPayload.includes(bytes)).toBe(false)
        if (method === 'GET') {
          expect(response.json()).toEqual({ success: false, message: 'This file does not exist.' })
        }
      },
    )

    it('responds to a forged or ended session with 404 too', async () => {
      const forged = await get(originalUrl, { cookie: 'admin_session=not-a-session' })
      expect(forged.statusCode).toBe(404)
      const ended = await loginAsAdmin(testApp)
      await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: ended },
      })
      expect((await get(originalUrl, { cookie: ended })).statusCode).toBe(404)
    })

    it('serves staff the untouched file, which no cache may keep', async () => {
      const response = await get(`${originalUrl}?download=1`, { cookie })
      expect(response.statusCode).toBe(200)
      expect(response.rawPayload).toEqual(bytes)
      expect(response.headers['cache-control']).toBe('private, no-store')
      expect(parse(String(response.headers['content-disposition'])).parameters.filename).toBe(
        'Gate motor.jpg',
      )
    })
  })
})
