import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { ffmpegClip, readHeicFixture } from '../server/test/support/media-files.js'
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

/** A short clip in a format browsers cannot play as uploaded: HEVC in MOV, MPEG-4 Part 2 in AVI. */
const makeClip = (name: string, codec: string[]) =>
  ffmpegClip(name, ['-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10', '-t', '1', ...codec])

describe.skipIf(skipReason)('uploads become media every browser shows, managed by staff', () => {
  let browser: Browser
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-media' })
    // An item whose processing failed: its original is whole, so a retry can succeed.
    await seedMedia(stack, [
      {
        title: 'Garage door',
        category: 'Building',
        status: 'failed',
        failureReason: 'The picture could not be read. The storage did not answer in time.',
        createdAt: new Date('2026-01-01T00:00:00Z'),
      },
    ])
    browser = await launchBrowser()
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  const open = (viewport: { width: number; height: number }, use: (page: Page) => Promise<void>) =>
    withPage(browser, { baseURL: stack.baseURL, viewport }, use)

  const library = (page: Page) => page.getByRole('region', { name: 'Media library' })

  test("a failed item says why; on a phone Retry is a thumb's target and processes it again", async () => {
    await open(viewports.desktop, async (page) => {
      await logInAsStaff(page, stack, '/admin-portal/media')
      const item = library(page).getByRole('article', { name: 'Garage door' })
      const retry = item.getByRole('button', { name: 'Retry' })
      await retry.waitFor()
      await closeToasts(page)
      await retry.evaluate((button) => button.scrollIntoView({ block: 'center' }))
      await screenshot(page, 'media-library-failed-1440', { fullPage: false })
    })
    await open(viewports.phone, async (page) => {
      await logInAsStaff(page, stack, '/admin-portal/media')
      const item = library(page).getByRole('article', { name: 'Garage door' })
      await item.getByText('Failed', { exact: true }).waitFor()
      await item
        .getByText('The picture could not be read. The storage did not answer in time.')
        .waitFor()
      const retry = item.getByRole('button', { name: 'Retry' })
      const box = await retry.boundingBox()
      expect(box?.height).toBeGreaterThanOrEqual(44)
      expect(box?.width).toBeGreaterThanOrEqual(44)
      await closeToasts(page)
      await retry.evaluate((button) => button.scrollIntoView({ block: 'center' }))
      await screenshot(page, 'media-library-failed-390', { fullPage: false })
      const axe = await new AxeBuilder({ page }).include('main').analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])

      await retry.tap()
      await page.getByText('Processing started again').waitFor()
      // Nobody reloads: the library looks again by itself until the item is ready.
      await item.getByText('Ready', { exact: true }).waitFor({ timeout: 60_000 })
      expect(await item.getByRole('button', { name: 'Retry' }).count()).toBe(0)
    })
  })

  // Three conversions with ffmpeg, each allowed 120 s below: the project's 60 s for a whole test
  // was shorter than its own waits.
  test('a HEIC photo, an HEVC MOV and an AVI become ready, show and play; edit and delete', {
    timeout: 240_000,
  }, async () => {
    const heic = {
      name: 'bathroom tiles.heic',
      mimeType: 'image/heic',
      buffer: await readHeicFixture(),
    }
    const mov = {
      name: 'roof-inspection.mov',
      mimeType: 'video/quicktime',
      buffer: await makeClip('clip.mov', [
        '-c:v',
        'libx265',
        '-tag:v',
        'hvc1',
        '-pix_fmt',
        'yuv420p',
      ]),
    }
    const avi = {
      name: 'old-camera.avi',
      mimeType: 'video/x-msvideo',
      buffer: await makeClip('clip.avi', ['-c:v', 'mpeg4']),
    }

    await open(viewports.desktop, async (page) => {
      await logInAsStaff(page, stack)
      const itemLists: string[] = []
      page.on('request', (request) => {
        const { pathname, search } = new URL(request.url())
        if (pathname === '/api/admin/projects' || pathname === '/api/admin/media') {
          itemLists.push(pathname + search)
        }
      })
      await page.getByLabel('Select Images').setInputFiles(heic)
      await page
        .getByText('Successfully uploaded 1 image(s) with automatic categorization.')
        .waitFor()
      await page.getByLabel('Select Videos').setInputFiles([mov, avi])
      await page
        .getByText('Successfully uploaded 2 video(s) with automatic categorization.')
        .waitFor({ timeout: 30_000 })
      // The upload screen watches until all three are processed, asking only for the items
      // processing (decision 076), never for the whole list.
      await page.waitForResponse(
        async (response) =>
          response.url().endsWith('/api/admin/media?status=processing') &&
          (await response.json()).total === 0,
        { timeout: 120_000 },
      )
      expect(itemLists).toContain('/api/admin/media?status=processing')
      expect(itemLists).not.toContain('/api/admin/projects')

      await page.goto('/admin-portal/media')
      // The library looks again by itself while an item is processing.
      for (const title of ['Bathroom Tiles', 'Roof Inspection', 'Old Camera']) {
        await library(page)
          .getByRole('article', { name: title })
          .getByText('Ready', { exact: true })
          .waitFor({ timeout: 120_000 })
      }
      await screenshot(page, 'media-library-1440')
    })

    await open(viewports.phone, async (page) => {
      await page.goto('/gallery?category=Bathroom%20Renovation')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Bathroom Tiles' }).click()
      const photo = page.getByRole('dialog', { name: 'Bathroom Tiles' }).getByRole('img')
      // Chromium cannot decode HEIC: this is the converted copy.
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
      await page.keyboard.press('Escape')

      for (const title of ['Roof Inspection', 'Old Camera']) {
        await page.goto('/gallery?category=Videos')
        await waitForHydration(page)
        await page.getByRole('button', { name: title }).click()
        const player = page.getByRole('dialog', { name: title }).locator('video')
        await expect
          .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), {
            timeout: 15_000,
          })
          .toBeGreaterThanOrEqual(2)
        await player.evaluate((video: HTMLVideoElement) => {
          video.muted = true
          return video.play()
        })
        await expect
          .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime))
          .toBeGreaterThan(0)
        expect(await player.evaluate((video: HTMLVideoElement) => video.poster)).toContain(
          '/media/derived/',
        )
        await page.keyboard.press('Escape')
      }
    })

    await open(viewports.desktop, async (page) => {
      await logInAsStaff(page, stack, '/admin-portal/media')
      const manage = library(page)

      const photo = manage.getByRole('article', { name: 'Bathroom Tiles' })
      await photo.getByRole('button', { name: 'Edit texts' }).click()
      const form = page.getByRole('form', { name: 'Edit “Bathroom Tiles”' })
      await form.getByLabel('Title').fill('Guest bathroom tiling')
      await form.getByRole('button', { name: 'Save changes' }).click()
      await page.getByText('Changes saved').waitFor()
      const renamed = manage.getByRole('article', { name: 'Guest bathroom tiling' })
      await renamed.waitFor()
      // One item's category: the bulk bar with it alone selected.
      await manage.getByLabel('Select “Guest bathroom tiling”').check()
      const bar = manage.getByRole('region', { name: 'Selected items' })
      await bar.getByRole('button', { name: 'Set category' }).click()
      await bar.getByLabel('New category').selectOption('Home Renovation')
      await bar.getByRole('button', { name: 'Apply' }).click()
      await page.getByText('1 item moved to Home Renovation').waitFor()
      await renamed.getByText('Home Renovation · Photo').waitFor()

      const clip = manage.getByRole('article', { name: 'Old Camera' })
      // The staff session (this page's cookie) may fetch the original; nobody can after deletion.
      const original = await page.evaluate(async () => {
        const items = (await (await fetch('/api/admin/projects')).json()) as {
          title: string
          original: string
        }[]
        return items.find((item) => item.title === 'Old Camera')?.original ?? ''
      })
      const staffCookie = (await page.context().cookies())
        .map((cookie) => `${cookie.name}=${cookie.value}`)
        .join('; ')
      const statusForStaff = async (url: string) =>
        (await fetch(`${stack.baseURL}${url}`, { headers: { cookie: staffCookie } })).status
      expect(await statusForStaff(original)).toBe(200)
      await clip.getByRole('button', { name: 'Delete' }).click()
      await page
        .getByRole('group', { name: 'Delete “Old Camera”?' })
        .getByRole('button', { name: 'Yes, delete' })
        .click()
      await page.getByText('Media deleted').waitFor()
      await clip.waitFor({ state: 'detached' })
      expect(await statusForStaff(original)).toBe(404)
    })

    const listed = (await (await fetch(`${stack.baseURL}/api/projects`)).json()) as {
      title: string
      category: string
    }[]
    expect(listed.map((item) => `${item.title} / ${item.category}`).sort()).toEqual([
      // Retried in the first test, and listed once ready.
      'Garage door / Building',
      'Guest bathroom tiling / Home Renovation',
      'Roof Inspection / General',
    ])
  })
})
