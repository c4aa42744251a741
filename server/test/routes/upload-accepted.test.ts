import { media } from '@site/db'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { datedTitle } from '../../src/media/upload/media-title.js'
import { isValidObjectKey } from '../../src/storage/object-keys.js'
import { withAdminTestApp } from '../support/admin-session.js'
import { makeImage, makeVideo, readHeicFixture } from '../support/media-files.js'
import type { FormPart } from '../support/multipart.js'
import { eventually, postUpload, storedState } from '../support/uploads.js'

const file = (filename: string, content: Buffer): FormPart => ({
  name: 'files',
  filename,
  content,
})
const field = (name: string, value: string): FormPart => ({ name, value })
const keyPattern = /^originals\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(jpg|png|webp|heic|mp4|mov|avi|3gp)$/

describe('POST /api/upload stores real photos and videos', () => {
  const admin = withAdminTestApp()
  let jpeg: Buffer

  beforeAll(async () => {
    // No ANALYZER_URL: images are categorised by the filename rules.
    jpeg = await makeImage('jpeg', 120, 80)
  })

  const upload = (parts: FormPart[]) => postUpload(admin.testApp, parts, admin.cookie)
  const rowOf = async (id: string) =>
    (await admin.testApp.app.db.select().from(media).where(eq(media.id, id)))[0]

  it('stores JPEG, PNG, WebP and HEIC photos with their sizes, keys and categories', async () => {
    const response = await upload([
      field('fileType', 'image'),
      file('kitchen-island.jpg', jpeg),
      file('solar_panels.png', await makeImage('png', 60, 90)),
      file('IMG_0042.webp', await makeImage('webp', 30, 20)),
      file('shower.HEIC', await readHeicFixture()),
    ])
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      success: true,
      message: 'Successfully uploaded 4 image(s) with automatic categorization.',
    })
    expect(
      body.items.map((i: { file: string; title: string; category: string }) => [
        i.file,
        i.title,
        i.category,
      ]),
    ).toEqual([
      ['kitchen-island.jpg', 'Kitchen Island', 'Kitchen Renovation'],
      ['solar_panels.png', 'Solar Panels', 'Solar & Electrical'],
      // A camera's name is never shown: the category and month, until staff write a title.
      ['IMG_0042.webp', datedTitle('General', new Date()), 'General'],
      ['shower.HEIC', 'Shower', 'Bathroom Renovation'],
    ])

    const expected = [
      ['image/jpeg', 'jpg', 120, 80],
      ['image/png', 'png', 60, 90],
      ['image/webp', 'webp', 30, 20],
      ['image/heic', 'heic', 96, 64],
    ] as const
    for (const [i, item] of body.items.entries()) {
      const [contentType, extension, width, height] = expected[i] ?? []
      const row = await rowOf(item.id)
      expect(row).toMatchObject({ fileType: 'image', contentType, width, height, description: '' })
      expect(row).toMatchObject({ categorySource: 'filename', needsTitle: i === 2, altText: '' })
      expect(row?.objectKey).toMatch(keyPattern)
      expect(row?.objectKey.endsWith(`.${extension}`)).toBe(true)
      expect(item.image).toBe(`/media/${row?.objectKey}`)
      // The original, served to staff only.
      const served = await admin.testApp.app.inject({
        method: 'GET',
        url: item.image,
        headers: { cookie: admin.cookie },
      })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe(contentType)
      expect(served.headers['content-length']).toBe(String(row?.size))
    }
    expect(body.items.map((i: { fileType: string }) => i.fileType)).toEqual(Array(4).fill('image'))
  })

  it('stores MP4, MOV, AVI and 3GP videos under General, listed under Videos', async () => {
    const response = await upload([
      field('fileType', 'video'),
      file('site walk.mp4', await makeVideo('mp4')),
      file('kitchen.mov', await makeVideo('mov')),
      file('old-camera.avi', await makeVideo('avi')),
      file('VID_20261120_101500.3gp', await makeVideo('3gp')),
    ])
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.message).toBe('Successfully uploaded 4 video(s) with automatic categorization.')
    const rows = await Promise.all(body.items.map((item: { id: string }) => rowOf(item.id)))
    expect(rows.map((row) => [row?.contentType, row?.category, row?.width])).toEqual([
      ['video/mp4', 'General', null],
      ['video/quicktime', 'General', null],
      ['video/vnd.avi', 'General', null],
      ['video/3gpp', 'General', null],
    ])
    expect(rows.map((row) => [row?.title, row?.needsTitle, row?.categorySource])).toEqual([
      ['Site Walk', false, 'filename'],
      ['Kitchen', false, 'filename'],
      ['Old Camera', false, 'filename'],
      [datedTitle('General', new Date()), true, 'filename'],
    ])
    expect(body.items.map((item: { status: string }) => item.status)).toEqual(
      Array(4).fill('processing'),
    )
    // Listed once processing has made them playable.
    await eventually(async () => {
      const videos = await admin.testApp.app.inject({ url: '/api/projects?category=Videos' })
      const listed = videos.json().map((p: { id: string }) => p.id)
      for (const item of body.items) expect(listed).toContain(item.id)
    }, 25_000)
  })

  it('keeps an explicit category as an admin override, fields before or after the files', async () => {
    const response = await upload([
      field('categories[1]', 'Maintenance'),
      file('kitchen.jpg', jpeg),
      file('IMG_20261120_101500.jpg', jpeg),
      file('kitchen-3.jpg', jpeg),
      field('categories[0]', 'Building'),
      field('categories[2]', ''),
      field('fileType', 'image'),
    ])
    expect(response.statusCode).toBe(200)
    const items: { id: string; category: string; title: string }[] = response.json().items
    expect(items.map((i) => [i.category, i.title])).toEqual([
      ['Building', 'Kitchen'],
      ['Maintenance', datedTitle('Maintenance', new Date())],
      ['Kitchen Renovation', 'Kitchen 3'],
    ])
    const rows = await Promise.all(items.map((item) => rowOf(item.id)))
    expect(rows.map((row) => [row?.categorySource, row?.needsTitle])).toEqual([
      ['staff', false],
      ['staff', true],
      ['filename', false],
    ])
  })

  it('treats a missing fileType as image, as the specification does', async () => {
    const response = await upload([file('roof repair.jpg', jpeg)])
    expect(response.statusCode).toBe(200)
    expect(response.json().items[0]).toMatchObject({ fileType: 'image', category: 'Maintenance' })
  })

  it.each([
    ['../../etc/passwd.jpg', 'passwd.jpg', 'Passwd'],
    ['..\\..\\windows\\boot.jpg', 'boot.jpg', 'Boot'],
    ['nul\u0000byte.jpg', 'nulbyte.jpg', 'Nulbyte'],
    [`${'a'.repeat(500)}.jpg`, 'a'.repeat(255), 'A'.padEnd(200, 'a')],
    ['🏠 new home 🔌.jpg', '🏠 new home 🔌.jpg', '🏠 New Home 🔌'],
    ['invoice\u202Egpj.exe.jpg', 'invoicegpj.exe.jpg', 'Invoicegpj Exe'],
    ['\u200Fright-to-left\u200E.jpg', 'right-to-left.jpg', 'Right To Left'],
  ])('accepts the filename %j, sanitised, with a key of its own', async (name, safe, title) => {
    const before = await storedState(admin.testApp)
    const response = await upload([field('fileType', 'image'), file(name, jpeg)])
    expect(response.statusCode).toBe(200)
    const [item] = response.json().items
    expect(item.file).toBe(safe)
    expect(item.title).toBe(title)
    const row = await rowOf(item.id)
    expect(row?.objectKey).toMatch(keyPattern)
    expect(isValidObjectKey(row?.objectKey ?? '')).toBe(true)
    // Derivatives (under derived/) are made after the response, by the processing job.
    const originals = (state: { objects: string[] }) =>
      state.objects.filter((key) => key.startsWith('originals/'))
    const after = await storedState(admin.testApp)
    expect(originals(after).filter((key) => !originals(before).includes(key))).toEqual([
      row?.objectKey,
    ])
  })
})
