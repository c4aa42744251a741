import sharp, { type Region } from 'sharp'
import { describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'
import { builtPagesDir } from '../support/built-client.js'
import {
  type EditableSettings,
  publishSiteSettings,
  readSiteSettings,
  settingsWith,
} from '../support/site-settings.js'

const pagesDir = builtPagesDir('share-image-font.ttf')

// Where the image has the company's name, and strips the text never reaches (the bottom margin,
// the right margin).
const nameArea: Region = { left: 90, top: 226, width: 700, height: 130 }
const bottomMargin: Region = { left: 0, top: 590, width: 1200, height: 40 }
const rightMargin: Region = { left: 1115, top: 0, width: 85, height: 630 }

/** The brightest value of any colour channel in an area: the navy background stays under 80. */
async function brightest(png: Buffer, area: Region): Promise<number> {
  // stats() reads its input, not the pipeline: the area is cut out first.
  const { channels } = await sharp(await sharp(png).extract(area).png().toBuffer()).stats()
  return Math.max(...channels.slice(0, 3).map((channel) => channel.max))
}

describe('the share image (og:image), drawn by the API from the published settings', () => {
  const admin = withAdminTestApp({ pagesDir })
  const fetchImage = (headers: Record<string, string> = {}) =>
    admin.testApp.app.inject({ method: 'GET', url: '/og-image.png', headers })

  async function publish(change: (settings: EditableSettings) => void) {
    const { version } = await readSiteSettings(admin.testApp, admin.cookie)
    const response = await publishSiteSettings(admin.testApp, admin.cookie, {
      baseVersion: version,
      settings: settingsWith(change),
    })
    expect(response.statusCode, response.body).toBe(200)
  }

  it('is a 1200×630 PNG with the name drawn in it, revalidated like the pages', async () => {
    const response = await fetchImage()
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.headers['x-accel-expires']).toBe('@1')
    expect(response.headers.etag).toMatch(/^W\/".+"$/)
    const png = response.rawPayload
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    // White letters where the name is; only the navy background in the margins.
    expect(await brightest(png, nameArea)).toBeGreaterThan(240)
    expect(await brightest(png, bottomMargin)).toBeLessThan(100)

    const again = await fetchImage()
    expect(again.rawPayload.equals(png)).toBe(true)
    expect(again.headers.etag).toBe(response.headers.etag)
    const held = await fetchImage({ 'if-none-match': String(response.headers.etag) })
    expect(held.statusCode).toBe(304)
  })

  it('shows a new name once it is published, and markup or a long name as text inside the image', async () => {
    const before = await fetchImage()
    await publish((s) => {
      s.name = 'Sparks Electrical'
    })
    const renamed = await fetchImage()
    expect(renamed.statusCode).toBe(200)
    expect(renamed.rawPayload.equals(before.rawPayload)).toBe(false)
    expect(renamed.headers.etag).not.toBe(before.headers.etag)
    const stale = await fetchImage({ 'if-none-match': String(before.headers.etag) })
    expect(stale.statusCode).toBe(200)

    await publish((s) => {
      s.name = '</span><b>Sparks & "Sons"</b> <span foreground="red">'
      s.slogan = "It's <i>bright</i> & <"
    })
    const marked = await fetchImage()
    expect(marked.statusCode).toBe(200)
    expect(await sharp(marked.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1200 })
    expect(await brightest(marked.rawPayload, nameArea)).toBeGreaterThan(240)

    await publish((s) => {
      s.name = 'W'.repeat(80)
      s.slogan = 'Leave the rest, trust the best '.repeat(4).slice(0, 120)
      s.certifications = [{ name: 'M'.repeat(80), description: 'Long' }]
    })
    const long = await fetchImage()
    expect(long.statusCode).toBe(200)
    expect(await brightest(long.rawPayload, nameArea)).toBeGreaterThan(240)
    expect(await brightest(long.rawPayload, bottomMargin)).toBeLessThan(100)
    expect(await brightest(long.rawPayload, rightMargin)).toBeLessThan(100)
  })
})
