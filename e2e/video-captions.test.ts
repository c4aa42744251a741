import { AxeBuilder } from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { ffmpegClip } from '../server/test/support/media-files.js'
import {
  closeToasts,
  launchBrowser,
  screenshot,
  viewports,
  waitForHydration,
  withPage,
} from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { seedMedia } from './seed.js'
import { type Stack, startStack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')

const webVtt = [
  'WEBVTT',
  '',
  '00:00.000 --> 00:01.500',
  'This is the new gate motor.',
  '',
  '00:01.500 --> 00:03.000',
  'It opens in six seconds.',
  '',
].join('\n')

describe.skipIf(skipReason)('captions for videos', () => {
  let browser: Browser
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-video-captions' })
    const clip = await ffmpegClip('gate.mp4', [
      ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10', '-t', '3'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    ])
    await seedMedia(stack, [
      { title: 'Gate motor', category: 'Electrical', fileType: 'video', bytes: clip },
    ])
    browser = await launchBrowser()
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  test('staff attach a WebVTT file; the viewer plays the video with its captions track', async () => {
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await logInAsStaff(page, stack, '/admin-portal/media')
      const item = page
        .getByRole('region', { name: 'Media library' })
        .getByRole('article', { name: 'Gate motor' })
      await item.getByText('No captions').waitFor()
      // An SRT is refused in the portal, before anything is sent.
      await item.getByLabel('Add captions (.vtt)').setInputFiles({
        name: 'gate.srt',
        mimeType: 'application/x-subrip',
        buffer: Buffer.from('1\n00:00:00,000 --> 00:00:01,000\nHi\n'),
      })
      await page.getByText('Not a caption file: gate.srt. Choose a WebVTT file (.vtt).').waitFor()
      await item.getByLabel('Add captions (.vtt)').setInputFiles({
        name: 'gate.vtt',
        mimeType: 'text/vtt',
        buffer: Buffer.from(webVtt),
      })
      await page.getByText('Captions saved').waitFor()
      await item.getByText('Captions: English').waitFor()
      // A thumb's target on the phone.
      for (const control of [
        item.locator('label', { hasText: 'Replace captions' }),
        item.getByRole('button', { name: 'Remove captions' }),
      ]) {
        expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44)
      }
      await closeToasts(page)
      await item.evaluate((card) => card.scrollIntoView({ block: 'center' }))
      await screenshot(page, 'admin-video-captions-390', { fullPage: false })
    })

    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.desktop },
      async (page) => {
        await page.goto('/gallery?category=Videos')
        await waitForHydration(page)
        await page.getByRole('button', { name: 'Gate motor' }).click()
        const dialog = page.getByRole('dialog', { name: 'Gate motor' })
        const player = dialog.locator('video')
        await player.waitFor()
        const track = await player.evaluate(
          (video: HTMLVideoElement) =>
            new Promise<{ kind: string; language: string; mode: string; cues: string[] }>(
              (resolve, reject) => {
                const element = video.querySelector('track')
                if (!element) return reject(new Error('no track element'))
                const done = () =>
                  resolve({
                    kind: element.track.kind,
                    language: element.track.language,
                    mode: element.track.mode,
                    cues: Array.from(element.track.cues ?? [], (cue) => (cue as VTTCue).text),
                  })
                if (element.readyState === 2) return done()
                element.addEventListener('load', done)
                element.addEventListener('error', () => reject(new Error('the track did not load')))
              },
            ),
        )
        expect(track).toEqual({
          kind: 'captions',
          language: 'en',
          mode: 'showing',
          cues: ['This is the new gate motor.', 'It opens in six seconds.'],
        })
        // axe's video-caption rule finds the captions track (it passes instead of asking a person).
        const axe = await new AxeBuilder({ page })
          .include('dialog')
          .withRules(['video-caption'])
          .analyze()
        expect(axe.passes.map((rule) => rule.id)).toContain('video-caption')
        expect(axe.violations).toEqual([])
        await screenshot(page, 'viewer-video-captions-1440')
      },
    )
  })
})
