import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { multipartBody } from '../server/test/support/multipart.js'
import { type BenchApp, startBenchApp } from './support/app.js'
import { twelveMegapixelJpegs } from './support/photos.js'

// What a visitor's browser really transfers for the gallery's first screen of photos, measured in
// Debian's Chromium against the real API serving the built client, after the real processing job
// made the derivatives. Baseline: the originals of the same cards, which the specification's
// client would load.

const CHROMIUM = '/usr/bin/chromium'
const CLIENT_DIR = fileURLToPath(new URL('../client/dist', import.meta.url))
const PAGES_DIR = fileURLToPath(new URL('../client/dist-ssr', import.meta.url))
const CATEGORY = 'Home Renovation'
const PHOTOS = 8
const READY_TIMEOUT_MS = 120_000

/** A phone with a 3× screen (an iPhone's) and a laptop with a 2× screen: the costly cases. */
const screens = [
  { name: 'phone 390 px at 3×', viewport: { width: 390, height: 844 }, scale: 3, mobile: true },
  {
    name: 'desktop 1440 px at 2×',
    viewport: { width: 1440, height: 900 },
    scale: 2,
    mobile: false,
  },
  {
    name: 'desktop 1440 px at 1×',
    viewport: { width: 1440, height: 900 },
    scale: 1,
    mobile: false,
  },
]

async function login(bench: BenchApp): Promise<string> {
  const response = await bench.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: 'bench-admin-password' },
  })
  const cookie = response.cookies[0]
  if (response.statusCode !== 200 || !cookie) throw new Error(`login: ${response.body}`)
  return `${cookie.name}=${cookie.value}`
}

/** Uploads the photos through the API; answers each new item's id with its original's size. */
async function uploadPhotos(bench: BenchApp, photos: Buffer[]): Promise<Map<string, number>> {
  const body = multipartBody([
    { name: 'fileType', value: 'image' },
    ...photos.flatMap((content, i) => [
      { name: `categories[${i}]`, value: CATEGORY },
      { name: 'files', filename: `project-${i + 1}.jpg`, contentType: 'image/jpeg', content },
    ]),
  ])
  const response = await bench.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...body.headers, cookie: await login(bench) },
    payload: await body.buffer(),
  })
  if (response.statusCode !== 200) throw new Error(`upload: ${response.body}`)
  const items = response.json().items as { id: string }[]
  return new Map(items.map((item, i) => [item.id, photos[i]?.length ?? 0]))
}

/** Waits until the processing jobs have listed every photo. */
async function waitUntilListed(bench: BenchApp, count: number) {
  const deadline = Date.now() + READY_TIMEOUT_MS
  const url = `/api/projects?category=${encodeURIComponent(CATEGORY)}`
  while ((await bench.app.inject({ url })).json().length < count) {
    if (Date.now() > deadline) throw new Error('the photos were not processed in time')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export async function benchGalleryFirstScreen(): Promise<string[]> {
  if (!existsSync(CHROMIUM)) return [`skipped: ${CHROMIUM} is missing (apt-get install chromium)`]
  if (!existsSync(path.join(CLIENT_DIR, 'site.webmanifest'))) {
    return ['skipped: the client is not built (npm run build)']
  }
  const photos = await twelveMegapixelJpegs(PHOTOS)
  const bench = await startBenchApp({}, { clientDir: CLIENT_DIR, pagesDir: PAGES_DIR })
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    const originals = await uploadPhotos(bench, photos)
    await waitUntilListed(bench, PHOTOS)
    const baseURL = await bench.app.listen({ host: '127.0.0.1', port: 0 })

    const lines: string[] = []
    for (const screen of screens) {
      const context = await browser.newContext({
        baseURL,
        viewport: screen.viewport,
        deviceScaleFactor: screen.scale,
        isMobile: screen.mobile,
        hasTouch: screen.mobile,
      })
      const page = await context.newPage()
      const fetched: Promise<{ url: string; bytes: number }>[] = []
      page.on('response', (response) => {
        if (!new URL(response.url()).pathname.startsWith('/media/')) return
        fetched.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })))
      })
      await page.goto(`/gallery?category=${encodeURIComponent(CATEGORY)}`)
      await page.locator('main img').first().waitFor()
      await page.waitForLoadState('networkidle')
      const responses = await Promise.all(fetched)
      await context.close()

      // Which cards' pictures came (lazy loading skips those far below), and what their
      // originals weigh.
      const shown = new Set(
        responses.map(({ url }) => /\/media\/derived\/([^/]+)\//.exec(url)?.[1] ?? url),
      )
      if (shown.size === 0) throw new Error(`no card's picture was loaded on the ${screen.name}`)
      const unknown = [...shown].filter((id) => !originals.has(id))
      if (unknown.length > 0) throw new Error(`not a derivative: ${unknown.join(', ')}`)
      const transferred = responses.reduce((sum, { bytes }) => sum + bytes, 0)
      const baseline = [...shown].reduce((sum, id) => sum + (originals.get(id) ?? 0), 0)
      const widths = [...new Set(responses.map(({ url }) => path.basename(url)))].join(', ')
      lines.push(
        `gallery first screen, ${screen.name} (${shown.size} of ${PHOTOS} cards, ${widths}): ` +
          `${(transferred / 1024).toFixed(0)} KB against ${(baseline / 1024 / 1024).toFixed(1)} MB ` +
          `of their originals: ratio ${((100 * transferred) / baseline).toFixed(2)} % (goal under 10 %)`,
      )
    }
    return lines
  } finally {
    await browser.close()
    await bench.stop()
  }
}
