import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Lead } from '@site/contract/leads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { removeUnclaimedQuoteFiles } from '../../src/quotes/unclaimed-quote-files.js'
import { loginAsAdmin } from '../support/admin-session.js'
import { readTags, revealingTags, tagLocationAndDevice } from '../support/exiftool.js'
import { makeImage, makeVideo, readHeicFixture } from '../support/media-files.js'
import { type FormPart, megabytes, multipartBody } from '../support/multipart.js'
import {
  fastQuoteRequests,
  quoteForm,
  sendQuoteWithFiles,
  solveAltcha,
  storedQuoteState,
} from '../support/quote-requests.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'
import { eventually } from '../support/uploads.js'

const RECEIVED = "Thank you for your inquiry. We'll get back to you within 24 hours."
const DAY = 24 * 60 * 60 * 1000

const photo = (filename: string, content: Buffer): FormPart => ({
  name: 'photos',
  filename,
  contentType: 'image/jpeg',
  content,
})

/** The staff's view of one request, once every file has left processing. */
async function processedRequest(testApp: TestApp, cookie: string, reference: string) {
  let found: Lead | undefined
  await eventually(async () => {
    const page = (await testApp.app.inject({ url: '/api/inquiries', headers: { cookie } })).json()
    found = page.items.find((item: Lead) => item.reference === reference)
    expect(found?.attachments.every((file) => file.status !== 'processing')).toBe(true)
  }, 30_000)
  return found as Lead
}

describe('POST /api/quote-requests: photos and a video with the request', () => {
  let testApp: TestApp
  let cookie: string

  beforeAll(async () => {
    testApp = await buildTestApp({ quoteRequests: fastQuoteRequests })
    cookie = await loginAsAdmin(testApp)
  })
  afterAll(() => testApp?.close())

  it('stores the request with its files, which staff see without their location', async () => {
    const gpsPhoto = await tagLocationAndDevice('roof.jpg', await makeImage('jpeg', 900, 600))
    const gpsVideo = await tagLocationAndDevice('leak.mov', await makeVideo('mov'))
    const response = await sendQuoteWithFiles(testApp, [
      photo('roof.jpg', gpsPhoto),
      photo('IMG_0001.HEIC', await readHeicFixture()),
      { name: 'video', filename: 'leak.mov', contentType: 'video/quicktime', content: gpsVideo },
    ])
    expect(response.statusCode, response.body).toBe(200)
    const { reference, message } = response.json()
    expect(message).toBe(RECEIVED)
    expect(reference).toMatch(/^Q-\d{4}-\d{4}$/)

    const request = await processedRequest(testApp, cookie, reference)
    expect(request.attachments.map((file) => [file.kind, file.filename, file.status])).toEqual([
      ['photo', 'roof.jpg', 'ready'],
      ['photo', 'IMG_0001.HEIC', 'ready'],
      ['video', 'leak.mov', 'ready'],
    ])
    expect(request.attachments.map((file) => [file.width, file.height])).toEqual([
      [900, 600],
      [96, 64],
      [64, 48],
    ])
    const types = ['image/jpeg', 'image/jpeg', 'video/mp4']
    for (const [index, file] of request.attachments.entries()) {
      for (const url of [file.url, file.thumbnailUrl]) {
        if (!url) throw new Error(`${file.filename} has no ${url} yet`)
        const served = await testApp.app.inject({ url, headers: { cookie } })
        expect(served.statusCode, url).toBe(200)
        expect(served.headers['cache-control']).toBe('no-store')
        if (url === file.url) expect(served.headers['content-type']).toBe(types[index])
        const tags = await readTags(url === file.url ? `f.${index}` : 't', served.rawPayload)
        expect(revealingTags(tags), `${file.filename} ${url}`).toEqual([])
      }
    }
    // The files as received (with the phone's location) are deleted once the copies are recorded.
    await eventually(async () => {
      const keys = await testApp.app.storage.listObjectKeys(`quote-files/${request.id}/`)
      expect(keys).toHaveLength(6)
      expect(keys.filter((key) => key.includes('/original.'))).toEqual([])
    })
  })

  it('serves the files only to staff, only by their request, never through /media', async () => {
    const response = await sendQuoteWithFiles(testApp, [photo('gate.jpg', await makeImage('jpeg'))])
    const request = await processedRequest(testApp, cookie, response.json().reference)
    const [file] = request.attachments
    if (!file?.url) throw new Error('no viewable copy')

    const visitor = await testApp.app.inject({ url: file.url })
    expect(visitor.statusCode).toBe(401)
    expect(visitor.body).not.toContain('JFIF')
    const head = await testApp.app.inject({ method: 'HEAD', url: file.url })
    expect(head.statusCode).toBe(401)

    // Another request's id with this file's id, a made-up id, a path trick: no file.
    const other = await sendQuoteWithFiles(testApp, [])
    const otherRequest = await processedRequest(testApp, cookie, other.json().reference)
    const guesses = [
      file.url.replace(request.id, otherRequest.id),
      file.url.replace(file.id, crypto.randomUUID()),
    ]
    for (const url of guesses) {
      const guessed = await testApp.app.inject({ url, headers: { cookie } })
      expect(guessed.statusCode, url).toBe(404)
      expect(guessed.json().message).toBe('This file does not exist.')
    }
    const tricks = [
      `/api/inquiries/${request.id}/attachments/${file.id}/..%2F..%2Foriginal.jpg`,
      `/api/inquiries/${request.id}/attachments/${file.id}/view%00`,
      `/api/inquiries/${request.id}/attachments/${'a'.repeat(500)}/view`,
    ]
    for (const url of tricks) {
      const tricked = await testApp.app.inject({ url, headers: { cookie } })
      // 414: the router refuses a parameter that long before any handler runs.
      expect([400, 414], url).toContain(tricked.statusCode)
      expect(tricked.json(), url).toEqual({ success: false, message: expect.any(String) })
    }
    const tooLong = await testApp.app.inject({ url: tricks[2] ?? '', headers: { cookie } })
    expect(tooLong.json()).toEqual({ success: false, message: 'This address is too long.' })
    const keys = await testApp.app.storage.listObjectKeys(`quote-files/${request.id}/`)
    for (const key of keys) {
      const direct = await testApp.app.inject({ url: `/media/${key}`, headers: { cookie } })
      expect(direct.statusCode, key).toBe(404)
    }
  })

  it('erases the files with the request', async () => {
    const response = await sendQuoteWithFiles(testApp, [photo('wall.png', await makeImage('png'))])
    const request = await processedRequest(testApp, cookie, response.json().reference)
    const prefix = `quote-files/${request.id}/`
    await eventually(async () => {
      expect(await testApp.app.storage.listObjectKeys(prefix)).toHaveLength(2)
    })
    const erased = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/inquiries/${request.id}`,
      headers: { cookie },
    })
    expect(erased.statusCode).toBe(200)
    expect(await testApp.app.storage.listObjectKeys(prefix)).toEqual([])
    const gone = await testApp.app.inject({
      url: request.attachments[0]?.url ?? '',
      headers: { cookie },
    })
    expect(gone.statusCode).toBe(404)
  })

  it('stores a request without files as /api/send-email does', async () => {
    const response = await sendQuoteWithFiles(testApp, [], {
      fields: { ...quoteForm, marketingConsent: 'true' },
    })
    expect(response.statusCode, response.body).toBe(200)
    const found = await testApp.app.inject({ url: '/api/inquiries', headers: { cookie } })
    const stored = found
      .json()
      .items.find((item: Lead) => item.reference === response.json().reference)
    expect(stored.attachments).toEqual([])
    expect(stored.marketingConsentAt).not.toBeNull()
  })

  it('removes files no request claims once they are a day old, and no others', async () => {
    const response = await sendQuoteWithFiles(testApp, [photo('kept.jpg', await makeImage('jpeg'))])
    const request = await processedRequest(testApp, cookie, response.json().reference)
    let claimed: string[] = []
    await eventually(async () => {
      claimed = await testApp.app.storage.listObjectKeys(`quote-files/${request.id}/`)
      expect(claimed).toHaveLength(2)
    })
    // What a crash between storing the files and storing the request leaves behind.
    const orphan = `quote-files/${crypto.randomUUID()}/${crypto.randomUUID()}/original.jpg`
    const bytes = await makeImage('jpeg')
    await testApp.app.storage.writeObject(orphan, bytes, bytes.length, 'image/jpeg')

    const { db, storage } = testApp.app
    expect(await removeUnclaimedQuoteFiles(db, storage)).toBe(0)
    expect(await storage.listObjectKeys('quote-files/')).toContain(orphan)
    const tomorrow = new Date(Date.now() + DAY + 60_000)
    expect(await removeUnclaimedQuoteFiles(db, storage, DAY, tomorrow)).toBe(1)
    const left = await storage.listObjectKeys('quote-files/')
    expect(left).not.toContain(orphan)
    for (const key of claimed) expect(left).toContain(key)
  })
})

describe('POST /api/quote-requests: what is refused, with nothing stored', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp({ quoteRequests: fastQuoteRequests })
  })
  afterAll(() => testApp?.close())

  const nothingStored = async () =>
    expect(await storedQuoteState(testApp)).toEqual({
      requests: 0,
      files: 0,
      objects: [],
      unfinished: [],
    })

  async function expectError(files: FormPart[], status: number, message: RegExp | string) {
    const response = await sendQuoteWithFiles(testApp, files)
    expect(response.statusCode, response.body).toBe(status)
    const body = response.json()
    expect(body.success).toBe(false)
    if (typeof message === 'string') expect(body.message).toBe(message)
    else expect(body.message).toMatch(message)
    await nothingStored()
  }

  it('a 6th photo', async () => {
    const jpeg = await makeImage('jpeg')
    const six = Array.from({ length: 6 }, (_, i) => photo(`p${i}.jpg`, jpeg))
    await expectError(six, 400, 'At most 5 photos can be sent with a request.')
  })

  it('a second video', async () => {
    const clip = await makeVideo('mp4')
    const video = (filename: string): FormPart => ({ name: 'video', filename, content: clip })
    await expectError(
      [video('a.mp4'), video('b.mp4')],
      400,
      'Only one video can be sent with a request.',
    )
  })

  it('a 16 MB photo', async () => {
    const head = await makeImage('jpeg')
    await expectError(
      [{ name: 'photos', filename: 'big.jpg', content: megabytes(16, head) }],
      413,
      'big.jpg is too large: a photo can be at most 15 MB.',
    )
  })

  it('a 101 MB video', async () => {
    const head = (await makeVideo('mp4')).subarray(0, 64)
    await expectError(
      [{ name: 'video', filename: 'long.mp4', content: megabytes(101, head) }],
      413,
      'long.mp4 is too large: a video can be at most 100 MB.',
    )
  })

  it.each([
    ['a Windows program', 'setup.jpg', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4000, 1)])],
    [
      'an SVG drawing',
      'logo.jpg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['an HTML page', 'page.jpg', Buffer.from('<!doctype html><html><body>hi</body></html>')],
  ])('%s renamed .jpg', async (_what, filename, content) => {
    await expectError(
      [photo(filename, content)],
      415,
      `${filename} is not a photo we can take. Allowed: JPG, PNG, WebP, HEIC.`,
    )
  })

  it('a PNG sent as the video', async () => {
    await expectError(
      [{ name: 'video', filename: 'clip.mp4', content: await makeImage('png') }],
      415,
      'clip.mp4 is not a video we can take. Allowed: MP4, MOV.',
    )
  })

  it('a HEIC decompression bomb (a small file whose header claims 60000 × 60000 pixels)', async () => {
    const bomb = await readHeicFixture()
    let at = bomb.indexOf('ispe')
    expect(at).toBeGreaterThan(0)
    for (; at !== -1; at = bomb.indexOf('ispe', at + 4)) {
      bomb.writeUInt32BE(60_000, at + 8)
      bomb.writeUInt32BE(60_000, at + 12)
    }
    await expectError(
      [photo('bomb.heic', bomb)],
      413,
      'bomb.heic is too large to open: 60000 × 60000 pixels (at most 100 megapixels).',
    )
  })

  it('a photo whose header cannot be read', async () => {
    const jpeg = await makeImage('jpeg')
    await expectError(
      [photo('cut.jpg', Buffer.concat([jpeg.subarray(0, 2), Buffer.alloc(5000, 0xff)]))],
      400,
      'cut.jpg could not be read as a photo: it may be damaged or incomplete.',
    )
  })

  it.each([
    ['a path', '../../etc/cron.d/evil.jpg'],
    ['a Windows path', 'C:\\Windows\\evil.jpg'],
    ['500 characters', `${'a'.repeat(496)}.jpg`],
  ])('a file name with %s', async (_what, filename) => {
    await expectError(
      [photo(filename, await makeImage('jpeg'))],
      400,
      'A file name must be at most 255 characters and name no folder.',
    )
  })

  it('files without a solved captcha: refused before any file is read', async () => {
    const response = await sendQuoteWithFiles(testApp, [photo('a.jpg', await makeImage('jpeg'))], {
      captcha: false,
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(/captcha|verification/i)
    expect(response.headers.connection).toBe('close')
    await nothingStored()
  })

  it('files with a wrong captcha solution', async () => {
    const body = multipartBody([
      ...Object.entries(quoteForm).map(([name, value]) => ({ name, value })),
      { name: 'recaptchaToken', value: Buffer.from('{"nonsense":true}').toString('base64') },
      photo('a.jpg', await makeImage('jpeg')),
    ])
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: body.headers,
      payload: await body.buffer(),
    })
    expect(response.statusCode).toBe(400)
    await nothingStored()
  })

  it('a form field after a file, an unknown field, a field sent twice, a bad field', async () => {
    const jpeg = await makeImage('jpeg')
    const late = await sendQuoteWithFiles(testApp, [
      photo('a.jpg', jpeg),
      { name: 'message', value: 'late' },
    ])
    expect(late.statusCode).toBe(400)
    expect(late.json().message).toBe('Every form field must come before the files.')
    const unknown = await sendQuoteWithFiles(testApp, [photo('a.jpg', jpeg)], {
      fields: { ...quoteForm, price: '0' },
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toMatch(/price/)
    const twice = await sendQuoteWithFiles(testApp, [{ name: 'email', value: 'b@example.org' }])
    expect(twice.statusCode).toBe(400)
    expect(twice.json().message).toBe('email: sent more than once.')
    const bad = await sendQuoteWithFiles(testApp, [photo('a.jpg', jpeg)], {
      fields: { ...quoteForm, email: 'not-an-address' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('email: must be a valid e-mail address')
    const consent = await sendQuoteWithFiles(testApp, [], {
      fields: { ...quoteForm, marketingConsent: 'maybe' },
    })
    expect(consent.statusCode).toBe(400)
    expect(consent.json().message).toBe('marketingConsent: must be true or false')
    const wrongField = await sendQuoteWithFiles(testApp, [
      { name: 'files', filename: 'a.jpg', content: jpeg },
    ])
    expect(wrongField.statusCode).toBe(400)
    expect(wrongField.json().message).toBe('Files must be sent as "photos" or "video".')
    await nothingStored()
  })

  it('a robot that filled the honeypot: told it was received, nothing stored', async () => {
    const response = await sendQuoteWithFiles(testApp, [photo('a.jpg', await makeImage('jpeg'))], {
      fields: { ...quoteForm, website: 'https://spam.example' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ success: true, message: RECEIVED })
    await nothingStored()
  })

  it('files sent, then the visitor goes away before the form is complete', async () => {
    await testApp.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = testApp.app.server.address() as AddressInfo
    const body = multipartBody([
      ...Object.entries(quoteForm).map(([name, value]) => ({ name, value })),
      { name: 'recaptchaToken', value: await solveAltcha(testApp) },
      photo('first.jpg', await makeImage('jpeg', 400, 300)),
      photo('second.jpg', await makeImage('jpeg', 800, 600)),
    ])
    const bytes = await body.buffer()
    // The fields, the first photo and the start of the second, whose rest never comes.
    const cut = bytes.subarray(0, bytes.length - 2000)
    const request = httpRequest(`http://127.0.0.1:${port}/api/quote-requests`, {
      method: 'POST',
      headers: { ...body.headers, 'content-length': String(bytes.length + 1_000_000) },
    })
    request.on('error', () => {})
    request.write(cut)
    // The first photo reached the store...
    await eventually(async () => {
      expect((await storedQuoteState(testApp)).objects).toHaveLength(1)
    })
    request.destroy()
    // ...and is removed when the connection drops: the form was never sent.
    await eventually(nothingStored)
  })
})
