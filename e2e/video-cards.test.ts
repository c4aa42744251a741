import type { Browser, Locator } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { ffmpegClip } from '../server/test/support/media-files.js'
import { launchBrowser, viewports, waitForHydration, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { seedMedia } from './seed.js'
import { type Stack, startStack } from './stack.js'

const skipReason = inject('e2eSkipReason')
/** Videos processed after decision 042, each with a still frame (poster and its 400 px copy). */
const WITH_STILLS = 'Kitchen Renovation'

/**
 * A 20 s H.264 MP4 of about 11 MB, made by Debian's ffmpeg. Chromium's first read for
 * `preload="metadata"` can be a megabyte or so; that stays a small share of this clip.
 */
const makeClip = () =>
  ffmpegClip('clip.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25', '-t', '20'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '5M', '-pix_fmt', 'yuv420p'],
    ...['-movflags', '+faststart'],
  ])

/** Starting playback fetches the clip through nginx and the API: slow on a busy 2-core machine. */
const settle = { timeout: 10_000 }

const playback = (video: Locator) =>
  video.evaluate((element: HTMLVideoElement) => ({
    playing: !element.paused && element.currentTime > 0,
    paused: element.paused,
    currentTime: element.currentTime,
    /** How much of the clip the browser has fetched, as a share of its length. */
    loaded: element.buffered.length > 0 ? element.buffered.end(0) / element.duration : 0,
    belowTheFold: element.getBoundingClientRect().top > window.innerHeight,
  }))

describe.skipIf(skipReason)('video cards play while they are on screen', () => {
  let browser: Browser
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-video-cards' })
    const clip = await makeClip()
    await seedMedia(
      stack,
      [1, 2, 3, 4, 5].map((n) => ({
        title: `Site visit ${n}`,
        category: 'Building',
        fileType: 'video' as const,
        bytes: clip,
        width: 640,
        height: 360,
        createdAt: new Date(Date.UTC(2026, 0, 10 - n)),
      })),
    )
    await seedMedia(
      stack,
      [1, 2, 3, 4, 5].map((n) => ({
        title: `Kitchen visit ${n}`,
        category: WITH_STILLS,
        fileType: 'video' as const,
        bytes: clip,
        width: 640,
        height: 360,
        widths: [400],
        poster: true,
        createdAt: new Date(Date.UTC(2025, 0, 10 - n)),
      })),
    )
    browser = await launchBrowser()
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  test('on a phone the first card plays; those below wait, unloaded, until scrolled to', async () => {
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await page.goto('/gallery?category=Building')
      await waitForHydration(page)
      const videos = page.locator('main video')
      await expect.poll(() => videos.count()).toBe(5)
      const first = videos.first()
      const last = videos.last()

      await expect.poll(async () => (await playback(first)).playing, settle).toBe(true)
      // While the first plays, the browser fetched no more than the start of the others (with
      // the autoplay attribute Chromium paused them but still fetched most of each clip).
      await expect.poll(async () => (await playback(first)).currentTime, settle).toBeGreaterThan(2)
      for (const below of (await videos.all()).slice(1)) {
        const state = await playback(below)
        expect(state).toMatchObject({ belowTheFold: true, paused: true, currentTime: 0 })
        expect(state.loaded).toBeLessThan(0.25)
      }

      await last.scrollIntoViewIfNeeded()
      await expect.poll(async () => (await playback(last)).playing, settle).toBe(true)
      await expect.poll(async () => (await playback(first)).paused, settle).toBe(true)
    })
  })

  test('a card shows its still frame at the width drawn until its video plays; those below load none of their video', async () => {
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      const fetched: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (pathname.startsWith('/media/')) fetched.push(pathname)
      })
      // The stills arrive late, as on a slow line: held until the page has painted its cards.
      let release = () => {}
      const painted = new Promise<void>((resolve) => {
        release = resolve
      })
      await page.route('**/w400.webp', async (route) => {
        await painted
        await route.continue()
      })
      await page.goto(`/gallery?category=${encodeURIComponent(WITH_STILLS)}`, {
        waitUntil: 'commit',
      })
      const cards = page.locator('main article')
      await cards.first().waitFor()
      release()
      await waitForHydration(page)
      await expect.poll(() => cards.count()).toBe(5)
      const first = cards.first().locator('video')
      const firstFolder = (await first.getAttribute('src'))?.replace(/[^/]+$/, '') ?? ''
      expect(firstFolder).toMatch(/^\/media\/derived\/[0-9a-f-]{36}\/$/)

      // The scripts waited until the page's first image, this still, was drawn (decision 044).
      const timing = await page.evaluate((still) => {
        const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
        return {
          stillEnd: entries.find((entry) => new URL(entry.name).pathname === still)?.responseEnd,
          scriptStarts: entries
            .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
            .map((entry) => entry.startTime),
        }
      }, `${firstFolder}w400.webp`)
      expect(timing.stillEnd).toBeGreaterThan(0)
      expect(timing.scriptStarts.length).toBeGreaterThan(3)
      expect(Math.min(...timing.scriptStarts)).toBeGreaterThanOrEqual(timing.stillEnd as number)

      await expect.poll(async () => (await playback(first)).playing, settle).toBe(true)
      // Once the video plays, the still frame over it is gone.
      await expect.poll(() => cards.first().locator('img').count()).toBe(0)
      // A 360 px card on a 1x screen takes the 400 px copy, not the 640 px poster.
      expect(fetched).toContain(`${firstFolder}w400.webp`)
      expect(fetched.filter((path) => path.endsWith('/poster.webp'))).toEqual([])

      for (const below of (await cards.all()).slice(1)) {
        const video = below.locator('video')
        expect(await playback(video)).toMatchObject({ belowTheFold: true, paused: true, loaded: 0 })
        expect(await below.locator('img').getAttribute('alt')).toBe('')
      }
      // Only the playing card's clip was fetched: the others wait with preload="none".
      const clips = fetched.filter((path) => path.endsWith('.mp4'))
      expect(clips.length).toBeGreaterThan(0)
      expect(clips.filter((path) => !path.startsWith(firstFolder))).toEqual([])
    })
  })
})
