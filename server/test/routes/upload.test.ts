import pg from 'pg'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { loginAsAdmin, withAdminTestApp } from '../support/admin-session.js'
import { makeImage } from '../support/media-files.js'
import { type FormPart, multipartBody } from '../support/multipart.js'
import { expectNothingStored, postUpload } from '../support/uploads.js'

const file = (filename: string, content: Buffer): FormPart => ({
  name: 'files',
  filename,
  content,
})
const field = (name: string, value: string): FormPart => ({ name, value })

const imageTypes = 'jpeg, jpg, png, webp, heic, heif'
const videoTypes = 'mp4, mov, avi, quicktime, 3gpp'

describe('POST /api/upload refuses bad input and stores nothing', () => {
  const admin = withAdminTestApp()
  let png: Buffer

  beforeAll(async () => {
    png = await makeImage('png')
  })
  afterEach(() => expectNothingStored(admin.testApp))

  const upload = (parts: FormPart[], as = admin.cookie) => postUpload(admin.testApp, parts, as)

  it('responds with 401 JSON without a session', async () => {
    const response = await postUpload(admin.testApp, [
      field('fileType', 'image'),
      file('a.png', png),
    ])
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) })
  })

  it('responds with 401 to a forged or tampered session cookie', async () => {
    const [name, value = ''] = admin.cookie.split('=')
    const tampered = `${value.slice(0, -2)}${value.endsWith('A') ? 'BB' : 'AA'}`
    for (const forged of [`${name}=forged-session-token`, `${name}=${tampered}`]) {
      const response = await upload([field('fileType', 'image'), file('a.png', png)], forged)
      expect(response.statusCode).toBe(401)
    }
  })

  it('responds with 401 once the session has expired, and again after logout', async () => {
    const expiring = await loginAsAdmin(admin.testApp)
    const sql = new pg.Client({ connectionString: admin.testApp.databaseUrl })
    await sql.connect()
    try {
      await sql.query(
        "update admin_sessions set expires_at = now() - interval '1 second' where id = (select id from admin_sessions order by created_at desc limit 1)",
      )
    } finally {
      await sql.end()
    }
    const expired = await upload([field('fileType', 'image'), file('a.png', png)], expiring)
    expect(expired.statusCode).toBe(401)

    const leaving = await loginAsAdmin(admin.testApp)
    await admin.testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: leaving },
    })
    const afterLogout = await upload([field('fileType', 'image'), file('a.png', png)], leaving)
    expect(afterLogout.statusCode).toBe(401)
  })

  it.each([
    ['plain text', 'notes.jpg', Buffer.from('just some text, not a photo\n'.repeat(20))],
    ['HTML', 'page.jpg', Buffer.from('<!doctype html><html><script>alert(1)</script></html>')],
    [
      'SVG',
      'vector.jpg',
      Buffer.from(
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      ),
    ],
    ['a shell script', 'run.jpg', Buffer.from('#!/bin/sh\nrm -rf /\n')],
    ['a PDF', 'doc.png', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')],
  ])('refuses %s named like a photo with 415', async (_kind, filename, content) => {
    const response = await upload([field('fileType', 'image'), file(filename, content)])
    expect(response.statusCode).toBe(415)
    expect(response.json()).toEqual({
      success: false,
      message: `Invalid file type: ${filename}. Allowed types: ${imageTypes}`,
      file: filename,
    })
  })

  it('refuses a PNG sent as a video', async () => {
    const response = await upload([field('fileType', 'video'), file('clip.mp4', png)])
    expect(response.statusCode).toBe(415)
    expect(response.json().message).toBe(
      `Invalid file type: clip.mp4. Allowed types: ${videoTypes}`,
    )
  })

  it('refuses a PNG when fileType=video arrives after the files, removing what was stored', async () => {
    const response = await upload([
      file('first.png', png),
      file('second.png', png),
      field('fileType', 'video'),
    ])
    expect(response.statusCode).toBe(415)
    expect(response.json().message).toBe(
      `Invalid file type: first.png. Allowed types: ${videoTypes}`,
    )
  })

  it('refuses the whole upload when a later file is bad, removing the earlier ones', async () => {
    const response = await upload([
      field('fileType', 'image'),
      file('good.png', png),
      file('bad.jpg', Buffer.from('<html></html>')),
    ])
    expect(response.statusCode).toBe(415)
    expect(response.json().file).toBe('bad.jpg')
  })

  it('refuses a zero-byte file', async () => {
    const response = await upload([field('fileType', 'image'), file('empty.jpg', Buffer.alloc(0))])
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Empty file: empty.jpg')
  })

  it('refuses an upload without files', async () => {
    const response = await upload([field('fileType', 'image'), field('categories[0]', 'Building')])
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ success: false, message: 'No files were uploaded.' })
  })

  it('refuses more files than the per-request limit', async () => {
    const files = Array.from({ length: 21 }, (_, i) => file(`p${i}.png`, png))
    const response = await upload([field('fileType', 'image'), ...files])
    expect(response.statusCode).toBe(413)
    expect(response.json().message).toBe('Too many files: at most 20 can be uploaded at once.')
  })

  it.each([
    ['categories[5]', /^categories\[5\] names no file: this upload has 1 file\(s\)/],
    ['categories[-1]', /^categories\[-1\]: the index must be a whole number/],
    ['categories[first]', /^categories\[first\]: the index must be a whole number/],
  ])('refuses %s for an upload of one file, storing nothing', async (name, message) => {
    const response = await upload([
      field('fileType', 'image'),
      file('a.png', png),
      field(name, 'Building'),
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toMatch(message)
    await expectNothingStored(admin.testApp)
  })

  it('refuses an unknown category', async () => {
    const response = await upload([
      field('fileType', 'image'),
      file('a.png', png),
      field('categories[0]', 'Garage Doors'),
    ])
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toBe('Unknown category: Garage Doors')
  })

  it('refuses a fileType other than image or video', async () => {
    const response = await upload([field('fileType', 'audio'), file('a.png', png)])
    expect(response.statusCode).toBe(400)
  })

  it('refuses files outside the "files" field', async () => {
    const response = await upload([
      field('fileType', 'image'),
      { ...file('a.png', png), name: 'x' },
    ])
    expect(response.statusCode).toBe(400)
  })

  it('refuses a multipart body that is cut short or has no boundary', async () => {
    const body = multipartBody([field('fileType', 'image'), file('a.png', png)])
    const whole = await body.buffer()
    const cut = await admin.testApp.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...body.headers, cookie: admin.cookie },
      payload: whole.subarray(0, whole.length - 200),
    })
    expect(cut.statusCode).toBe(400)
    expect(cut.json().message).toBe('The upload is incomplete or malformed. Please try again.')
    const noBoundary = await admin.testApp.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': 'multipart/form-data', cookie: admin.cookie },
      payload: whole,
    })
    expect(noBoundary.statusCode).toBe(400)
  })

  it('refuses a body that is not multipart', async () => {
    const response = await admin.testApp.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { cookie: admin.cookie },
      payload: { files: ['a.png'] },
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ success: false })
  })
})
