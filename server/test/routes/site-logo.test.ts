import { crc32 } from 'node:zlib'
import { mediaUrl } from '@site/contract/media-url'
import { siteLogoMessages, siteLogoRules } from '@site/contract/site-logo'
import { siteLogoSize } from '@site/contract/site-logo-key'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_INPUT_PIXELS } from '../../src/media/processing/image-derivatives.js'
import { withAdminTestApp } from '../support/admin-session.js'
import { appWithOwnerAndOffice } from '../support/staff.js'

const URL = '/api/admin/site-settings/logo'

/** A plain picture of `width` × `height`, with transparency, in `format`. */
function picture(width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') {
  return sharp({
    create: { width, height, channels: 4, background: { r: 200, g: 40, b: 40, alpha: 0.8 } },
  })
    .toFormat(format)
    .toBuffer()
}

/** A PNG whose header claims `width` × `height` but holds one pixel's data (a "pixel bomb"). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(1, 1))
  // IHDR's data starts after the 8-byte signature, its length and its type (8 bytes).
  png.writeUInt32BE(width, 16)
  png.writeUInt32BE(height, 20)
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29)
  return png
}

describe('POST /api/admin/site-settings/logo', () => {
  const admin = withAdminTestApp()
  /** Sent with the owner's session, or with none (`signedOut`). */
  const send = (body: Buffer | string, { signedOut = false } = {}) =>
    admin.testApp.app.inject({
      method: 'POST',
      url: URL,
      headers: {
        'content-type': siteLogoRules.contentType,
        ...(signedOut ? {} : { cookie: admin.cookie }),
      },
      payload: body,
    })
  const storedLogos = () => admin.testApp.app.storage.listObjectKeys('site/')

  it('keeps a WebP copy fitted to the header, served as an immutable file', async () => {
    const response = await send(await picture(1200, 400))
    expect(response.statusCode, response.body).toBe(200)
    const { key } = response.json()
    expect(siteLogoSize(key)).toEqual({ width: 288, height: 96 })

    const served = await admin.testApp.app.inject(mediaUrl(key))
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toContain('immutable')
    const copy = await sharp(served.rawPayload).metadata()
    expect([copy.format, copy.width, copy.height, copy.hasAlpha]).toEqual(['webp', 288, 96, true])
  })

  it('never enlarges a small logo, and keeps one copy of a picture sent twice', async () => {
    const small = await picture(120, 40, 'jpeg')
    const first = (await send(small)).json().key
    const again = (await send(small)).json().key
    expect(siteLogoSize(first)).toEqual({ width: 120, height: 40 })
    expect(again).toBe(first)
    expect((await storedLogos()).filter((key) => key === first)).toHaveLength(1)
  })

  it('turns a photo of the logo upright from its camera orientation', async () => {
    const sideways = await sharp(await picture(300, 100, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .toBuffer()
    // 300 × 100 turned a quarter: 100 × 300, fitted into 96 px of height.
    expect(siteLogoSize((await send(sideways)).json().key)).toEqual({ width: 32, height: 96 })
  })

  describe('refuses, saying why, and stores nothing', () => {
    const cases: [string, () => Promise<Buffer | string>, string][] = [
      ['an empty file', async () => Buffer.alloc(0), siteLogoMessages.empty],
      ['a text file', async () => 'not a picture at all', siteLogoMessages.notAPicture],
      [
        'an SVG drawing (it can carry script)',
        async () =>
          '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><script>alert(1)</script><rect width="200" height="100"/></svg>',
        siteLogoMessages.notAPicture,
      ],
      ['a GIF', () => picture(200, 100, 'gif'), siteLogoMessages.notAPicture],
      [
        'a cut-off PNG',
        async () => {
          const whole = await sharp({
            create: {
              width: 400,
              height: 400,
              channels: 3,
              background: '#000',
              noise: { type: 'gaussian', mean: 128, sigma: 40 },
            },
          })
            .png()
            .toBuffer()
          return whole.subarray(0, whole.length / 2)
        },
        siteLogoMessages.notAPicture,
      ],
      ['a picture smaller than 32 pixels', () => picture(200, 20), siteLogoMessages.tooSmall],
      [
        'a header claiming 100,000 × 100,000 pixels',
        () => pngClaiming(100_000, 100_000),
        siteLogoMessages.tooManyPixels(MAX_INPUT_PIXELS / 1_000_000),
      ],
      [
        'a file over 5 MB',
        async () => Buffer.alloc(siteLogoRules.maxBytes + 1, 1),
        siteLogoMessages.tooLarge,
      ],
    ]
    it.each(cases)('%s', async (_name, body, message) => {
      const before = await storedLogos()
      const response = await send(await body())
      expect(response.statusCode, response.body).toBe(400)
      expect(response.json()).toMatchObject({ success: false, message })
      expect(await storedLogos()).toEqual(before)
    })

    it('from someone not signed in (401) or another site (403)', async () => {
      const before = await storedLogos()
      const body = await picture(200, 100)
      expect((await send(body, { signedOut: true })).statusCode).toBe(401)
      const elsewhere = await admin.testApp.app.inject({
        method: 'POST',
        url: URL,
        headers: {
          'content-type': siteLogoRules.contentType,
          cookie: admin.cookie,
          origin: 'https://elsewhere.example',
        },
        payload: body,
      })
      expect(elsewhere.statusCode).toBe(403)
      expect(await storedLogos()).toEqual(before)
    })
  })
})

describe('the logo, for office staff', () => {
  let office: { cookie: string }
  let owner: Awaited<ReturnType<typeof appWithOwnerAndOffice>>
  beforeAll(async () => {
    owner = await appWithOwnerAndOffice()
    office = owner.office
  })
  afterAll(() => owner?.close())

  it('is the owner’s to change (403), like the rest of the website settings', async () => {
    const response = await owner.testApp.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': siteLogoRules.contentType, cookie: office.cookie },
      payload: await picture(200, 100),
    })
    expect(response.statusCode).toBe(403)
    expect(await owner.testApp.app.storage.listObjectKeys('site/')).toEqual([])
  })
})
