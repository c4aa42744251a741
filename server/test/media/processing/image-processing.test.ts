import { readFile } from 'node:fs/promises'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../../support/admin-session.js'
import { makeImage, readHeicFixture } from '../../support/media-files.js'
import {
  fetchMedia,
  makePixelBomb,
  mediaRow,
  uploadOne,
  waitForStatus,
} from '../../support/processing.js'

interface ListedProject {
  id: string
  image: string
  thumbnail: string
  srcset: { url: string; width: number }[]
  width: number
  height: number
  download: string
}

describe('processing uploaded photos', () => {
  const admin = withAdminTestApp()

  const listed = async (id: string): Promise<ListedProject | undefined> =>
    (await admin.testApp.app.inject({ url: '/api/projects' }))
      .json()
      .find((p: { id: string }) => p.id === id)

  it('makes the display JPEG and 400/800/1200/1600 px WebP copies of a large JPEG, listed once ready', async () => {
    const id = await uploadOne(
      admin.testApp,
      admin.cookie,
      'kitchen.jpg',
      await makeImage('jpeg', 2000, 1000),
    )
    expect((await mediaRow(admin.testApp, id))?.status).toBe('processing')
    expect(await listed(id)).toBeUndefined()

    const row = await waitForStatus(admin.testApp, id, 'ready')
    expect(row.derivatives.map((d) => [d.kind, d.contentType, d.width, d.height])).toEqual([
      ['display', 'image/jpeg', 2000, 1000],
      ['w400', 'image/webp', 400, 200],
      ['w800', 'image/webp', 800, 400],
      ['w1200', 'image/webp', 1200, 600],
      ['w1600', 'image/webp', 1600, 800],
    ])
    expect(row.derivatives.every((d) => d.key.startsWith(`derived/${id}/`))).toBe(true)

    const project = await listed(id)
    expect(project).toMatchObject({
      image: `/media/derived/${id}/display.jpg`,
      thumbnail: `/media/derived/${id}/w400.webp`,
      srcset: [
        { url: `/media/derived/${id}/w400.webp`, width: 400 },
        { url: `/media/derived/${id}/w800.webp`, width: 800 },
        { url: `/media/derived/${id}/w1200.webp`, width: 1200 },
        { url: `/media/derived/${id}/w1600.webp`, width: 1600 },
      ],
      width: 2000,
      height: 1000,
      download: `/media/derived/${id}/display.jpg`,
    })
    for (const derivative of row.derivatives) {
      const served = await fetchMedia(admin.testApp, `/media/${derivative.key}`)
      expect(served.status).toBe(200)
      expect(served.type).toBe(derivative.contentType)
      expect(served.body.length).toBe(derivative.size)
    }
  })

  it.each([
    ['a small PNG', 'plan.png', () => makeImage('png', 120, 80), 120, 80],
    ['a WebP', 'site.webp', () => makeImage('webp', 900, 300), 900, 300],
    ['a HEVC HEIC from a phone', 'IMG_0001.HEIC', readHeicFixture, 96, 64],
    [
      'a HEIC holding two pictures (the primary is used)',
      'burst.heic',
      () => readFile(new URL('../../fixtures/two-photos.heic', import.meta.url)),
      96,
      64,
    ],
  ])('processes %s without upscaling', async (_, name, make, width, height) => {
    const id = await uploadOne(admin.testApp, admin.cookie, name, await make())
    const row = await waitForStatus(admin.testApp, id, 'ready')
    expect([row.width, row.height]).toEqual([width, height])
    const display = row.derivatives.find((d) => d.kind === 'display')
    expect([display?.width, display?.height]).toEqual([width, height])
    // Widths larger than the photo are skipped, but the smallest always exists (at its width).
    const webp = row.derivatives.filter((d) => d.kind.startsWith('w'))
    expect(webp.map((d) => d.width)).toEqual(
      [400, 800, 1200, 1600].filter((w, i) => i === 0 || w <= width).map((w) => Math.min(w, width)),
    )
    for (const derivative of row.derivatives) {
      const served = await fetchMedia(admin.testApp, `/media/${derivative.key}`)
      const metadata = await sharp(served.body).metadata()
      expect([metadata.width, metadata.height]).toEqual([derivative.width, derivative.height])
    }
  })

  it('turns a photo with EXIF orientation 6 upright', async () => {
    const sideways = await sharp(await makeImage('jpeg', 600, 400))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer()
    const id = await uploadOne(admin.testApp, admin.cookie, 'sideways.jpg', sideways)
    const row = await waitForStatus(admin.testApp, id, 'ready')
    expect([row.width, row.height]).toEqual([400, 600])
    for (const derivative of row.derivatives) {
      const metadata = await sharp(
        (await fetchMedia(admin.testApp, `/media/${derivative.key}`)).body,
      ).metadata()
      expect([metadata.width, metadata.height]).toEqual([derivative.width, derivative.height])
      expect(metadata.height).toBeGreaterThan(metadata.width ?? Infinity)
      expect(metadata.orientation).toBeUndefined()
    }
  })

  it('removes GPS tags and all other EXIF from every derivative', async () => {
    const tagged = await sharp(await makeImage('jpeg', 900, 600))
      .withExif({
        IFD0: { Make: 'PhoneCo', Copyright: 'site' },
        IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 55/1 12/1' },
      })
      .jpeg()
      .toBuffer()
    // The fixture really has a GPS IFD (its pointer, tag 0x8825, in either byte order).
    const exif = (await sharp(tagged).metadata()).exif ?? Buffer.alloc(0)
    expect(
      exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])),
    ).toBe(true)

    const id = await uploadOne(admin.testApp, admin.cookie, 'roof.jpg', tagged)
    const row = await waitForStatus(admin.testApp, id, 'ready')
    expect(row.derivatives).toHaveLength(3)
    for (const derivative of row.derivatives) {
      const served = await fetchMedia(admin.testApp, `/media/${derivative.key}`)
      const metadata = await sharp(served.body).metadata()
      expect(metadata.exif).toBeUndefined()
      expect(metadata.xmp).toBeUndefined()
      expect(served.body.includes(Buffer.from('PhoneCo'))).toBe(false)
    }
  })

  it('fails a corrupt JPEG with a reason, and never lists it', async () => {
    const corrupt = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('this is not really a photo '.repeat(200)),
    ])
    const id = await uploadOne(admin.testApp, admin.cookie, 'broken.jpg', corrupt)
    const row = await waitForStatus(admin.testApp, id, 'failed')
    expect(row.failureReason).toMatch(/could not be read/)
    expect(row.derivatives).toEqual([])
    expect(await admin.testApp.app.storage.listObjectKeys(`derived/${id}/`)).toEqual([])
    expect(await listed(id)).toBeUndefined()
    const warning = admin.testApp.logs.find(
      (line) => line.level === 40 && (line as { mediaId?: string }).mediaId === id,
    )
    expect(warning?.msg).toMatch(/media processing failed/)
  })

  it('fails a HEIC cut short after its header, whose picture libheif cannot decode', async () => {
    const heic = await readHeicFixture()
    const id = await uploadOne(
      admin.testApp,
      admin.cookie,
      'cut.heic',
      heic.subarray(0, heic.length - 200),
    )
    const row = await waitForStatus(admin.testApp, id, 'failed')
    expect(row.failureReason).toMatch(/could not be read/)
    expect(await admin.testApp.app.storage.listObjectKeys(`derived/${id}/`)).toEqual([])
    expect(await listed(id)).toBeUndefined()
  })

  it('refuses a 30000 × 30000 PNG as too large, and the API stays healthy', async () => {
    const id = await uploadOne(admin.testApp, admin.cookie, 'bomb.png', makePixelBomb(30_000))
    const row = await waitForStatus(admin.testApp, id, 'failed')
    expect(row.failureReason).toBe(
      'The image is too large to process: 30000 × 30000 pixels (at most 100 megapixels).',
    )
    expect((await admin.testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200)
    // The next photo is still processed.
    const next = await uploadOne(
      admin.testApp,
      admin.cookie,
      'after.png',
      await makeImage('png', 50, 50),
    )
    await waitForStatus(admin.testApp, next, 'ready')
  })
})
