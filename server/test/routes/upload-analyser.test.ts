import { media } from '@site/db'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { datedTitle } from '../../src/media/upload/media-title.js'
import { loginAsAdmin } from '../support/admin-session.js'
import { type AnalyserBehaviour, startAnalyserServer } from '../support/analyser-server.js'
import { makeImage, makeVideo, readHeicFixture } from '../support/media-files.js'
import type { FormPart } from '../support/multipart.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'
import { postUpload } from '../support/uploads.js'

const file = (filename: string, content: Buffer): FormPart => ({
  name: 'files',
  filename,
  content,
})
const field = (name: string, value: string): FormPart => ({ name, value })

describe('POST /api/upload with the image analyser', () => {
  let analyser: Awaited<ReturnType<typeof startAnalyserServer>>
  let behaviour: AnalyserBehaviour
  let inFlight = 0
  let mostInFlight = 0
  let testApp: TestApp
  let cookie: string
  let jpeg: Buffer

  beforeAll(async () => {
    analyser = await startAnalyserServer(() => behaviour)
    testApp = await buildTestApp({
      env: { ANALYZER_URL: analyser.url, ANALYZER_KEY: 'analyser-key', ANALYZER_TIMEOUT_MS: '500' },
    })
    cookie = await loginAsAdmin(testApp)
    jpeg = await makeImage('jpeg', 2000, 1000)
  })
  afterAll(async () => {
    await testApp.close()
    await analyser.stop()
  })
  beforeEach(() => {
    analyser.calls.length = 0
    behaviour = { category: 'Solar & Electrical' }
  })

  const upload = (parts: FormPart[]) => postUpload(testApp, parts, cookie)
  const categoriesOf = async (parts: FormPart[]) => {
    const response = await upload(parts)
    expect(response.statusCode).toBe(200)
    return response.json().items.map((item: { category: string }) => item.category)
  }
  const warnings = () => testApp.logs.filter((line) => line.level === 40).map((line) => line.msg)

  it('sends a downscaled JPEG as a data URL with the bearer key and keeps its response', async () => {
    expect(await categoriesOf([field('fileType', 'image'), file('kitchen.png', jpeg)])).toEqual([
      'Solar & Electrical',
    ])
    expect(analyser.calls).toHaveLength(1)
    const [call] = analyser.calls
    expect(call?.authorization).toBe('Bearer analyser-key')
    expect(call?.contentType).toBe('application/json')
    expect(call?.dataUrlHeader).toBe('data:image/jpeg;base64,')
    const sent = await sharp(call?.jpeg ?? Buffer.alloc(0)).metadata()
    expect([sent.format, sent.width, sent.height]).toEqual(['jpeg', 1024, 512])
  })

  it('accepts the response in any case and files it under the canonical name', async () => {
    behaviour = { category: 'kitchen renovation' }
    expect(await categoriesOf([file('x.jpg', jpeg)])).toEqual(['Kitchen Renovation'])
  })

  it('does not ask the analyser about an admin override or a video', async () => {
    expect(
      await categoriesOf([file('a.jpg', jpeg), field('categories[0]', 'Home Renovation')]),
    ).toEqual(['Home Renovation'])
    expect(
      await categoriesOf([field('fileType', 'video'), file('clip.mp4', await makeVideo('mp4'))]),
    ).toEqual(['General'])
    expect(analyser.calls).toHaveLength(0)
  })

  it.each<[string, AnalyserBehaviour]>([
    ['answers 500', { status: 500, body: '{"error":"boom"}' }],
    ['answers garbage', { status: 200, body: '<html>not json' }],
    ['answers JSON without a category', { status: 200, body: '{"label":"Kitchen"}' }],
    ['names an unknown category', { category: 'Swimming Pools' }],
    ['names Videos for a photo', { category: 'Videos' }],
    ['does not answer within the timeout', { hang: true }],
  ])('falls back to the filename rules when the analyser %s', async (_case, misbehaviour) => {
    behaviour = misbehaviour
    const before = warnings().length
    expect(await categoriesOf([file('bathroom-tiles.jpg', jpeg), file('IMG_1.jpg', jpeg)])).toEqual(
      ['Bathroom Renovation', 'General'],
    )
    expect(analyser.calls).toHaveLength(2)
    expect(warnings().length).toBeGreaterThan(before)
  })

  it('falls back to the filename rules when the response is larger than 256 KB', async () => {
    const padding = ' '.repeat(1024 * 1024)
    behaviour = { status: 200, body: `{"category":"Building"${padding}}` }
    expect(await categoriesOf([file('bathroom-tiles.jpg', jpeg)])).toEqual(['Bathroom Renovation'])
  })

  it("takes the optional title and alt text as plain text, for a camera's file name", async () => {
    behaviour = {
      json: {
        category: 'Maintenance',
        title: 'Gutter\nrepaired',
        altText: 'A new gutter along a tiled roof.',
      },
    }
    const response = await upload([file('IMG_1.jpg', jpeg), file('roof.jpg', jpeg)])
    expect(response.statusCode).toBe(200)
    const items: { id: string; title: string }[] = response.json().items
    expect(items.map((item) => item.title)).toEqual(['Gutter repaired', 'Roof'])
    const rows = await Promise.all(
      items.map(
        async (item) => (await testApp.app.db.select().from(media).where(eq(media.id, item.id)))[0],
      ),
    )
    expect(rows.map((row) => [row?.categorySource, row?.needsTitle, row?.altText])).toEqual([
      ['analyser', false, 'A new gutter along a tiled roof.'],
      ['analyser', false, 'A new gutter along a tiled roof.'],
    ])

    behaviour = { json: { category: 'Maintenance', title: '<b>Gutter</b>', altText: 7 } }
    const [item] = (await upload([file('IMG_2.jpg', jpeg)])).json().items
    expect(item.title).toBe(datedTitle('Maintenance', new Date()))
  })

  it('falls back to the filename rules for a HEIC it cannot decode, without calling', async () => {
    expect(await categoriesOf([file('new-build.heic', await readHeicFixture())])).toEqual([
      'New Construction',
    ])
    expect(analyser.calls).toHaveLength(0)
  })

  it('asks about at most three images at once', async () => {
    inFlight = 0
    mostInFlight = 0
    const slow = await startAnalyserServer(() => {
      inFlight += 1
      mostInFlight = Math.max(mostInFlight, inFlight)
      setTimeout(() => {
        inFlight -= 1
      }, 150)
      return { category: 'Building', delayMs: 150 }
    })
    const app = await buildTestApp({ env: { ANALYZER_URL: slow.url } })
    try {
      const small = await makeImage('jpeg')
      const response = await postUpload(
        app,
        Array.from({ length: 8 }, (_, i) => file(`p${i}.jpg`, small)),
        await loginAsAdmin(app),
      )
      expect(response.statusCode).toBe(200)
      expect(slow.calls).toHaveLength(8)
      expect(mostInFlight).toBeGreaterThan(1)
      expect(mostInFlight).toBeLessThanOrEqual(3)
    } finally {
      await app.close()
      await slow.stop()
    }
  })
})
