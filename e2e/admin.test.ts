import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { makeImage, makeVideo, readHeicFixture } from '../server/test/support/media-files.js'
import {
  launchBrowser,
  screenshot,
  throttleUploads,
  viewports,
  waitForHydration,
  withPage,
} from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { type Stack, startStack } from './stack.js'

const skipReason = inject('e2eSkipReason')

/** Fills the staff sign-in form and presses "Access Admin Portal". */
async function logIn(page: Page, username: string, password: string) {
  const form = page.getByRole('form', { name: 'Staff sign-in' })
  await form.getByLabel('Username').fill(username)
  await form.getByLabel('Password').fill(password)
  await form.getByRole('button', { name: 'Access Admin Portal' }).click()
}

async function expectNoSeriousViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze()
  const serious = axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? ''))
  expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
}

describe.skipIf(skipReason)('the admin portal against the real API', () => {
  let browser: Browser
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-admin' })
    browser = await launchBrowser()
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  // The browser reports every refused request (a wrong password, the upload after logout).
  const allowConsole = [/status of 401/]
  const open = (viewport: { width: number; height: number }, use: (page: Page) => Promise<void>) =>
    withPage(browser, { baseURL: stack.baseURL, viewport, allowConsole }, use)

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`a wrong password is refused, the right one opens the portal and survives a reload (${viewport.width} px)`, async () => {
      await open(viewport, async (page) => {
        await page.goto('/admin-portal')
        await page.getByRole('heading', { level: 1, name: 'Admin Portal' }).waitFor()
        await expectNoSeriousViolations(page)
        await screenshot(page, `admin-login-${name}-${viewport.width}`)

        await logIn(page, stack.admin.username, 'not-the-password')
        await page.getByText('Access Denied').waitFor()
        await page
          .getByText('Invalid admin credentials. Please check your username and password.')
          .waitFor()
        expect(await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).count()).toBe(
          0,
        )

        await logIn(page, stack.admin.username, stack.admin.password)
        await page.getByText('Admin Access Granted').waitFor()
        await page
          .getByText('Welcome to the admin portal! You can now upload media files.')
          .waitFor()
        await page.getByRole('heading', { level: 1, name: 'Admin Media Upload Portal' }).waitFor()
        await page.getByRole('region', { name: 'Upload Images' }).waitFor()
        await page.getByRole('region', { name: 'Upload Videos' }).waitFor()
        // The camera and the phone's own files, each a button of its own (issue 34).
        expect(await page.getByLabel('Take a photo').getAttribute('capture')).toBe('environment')
        expect(await page.getByLabel('Select Images').getAttribute('capture')).toBeNull()
        expect(await page.getByLabel('Select Videos').getAttribute('accept')).toContain('video/*')
        await page.getByText('No projects uploaded yet.').waitFor()
        await page.getByRole('link', { name: 'Upload Your First Project' }).waitFor()

        await page.reload()
        await page.getByRole('heading', { level: 1, name: 'Admin Media Upload Portal' }).waitFor()
        await expectNoSeriousViolations(page)
        await screenshot(page, `admin-portal-${name}-${viewport.width}`)
      })
    })
  }

  test('uploads real JPEG, PNG, HEIC and MP4 files: banner, toasts, categories, home, gallery and viewer', async () => {
    const images = [
      {
        name: 'kitchen-cabinets.jpg',
        mimeType: 'image/jpeg',
        buffer: await makeImage('jpeg', 640, 480),
      },
      { name: 'solar_roof.PNG', mimeType: 'image/png', buffer: await makeImage('png', 320, 240) },
      { name: 'bathroom shower.heic', mimeType: 'image/heic', buffer: await readHeicFixture() },
    ]
    const video = {
      name: 'site-walkthrough.mp4',
      mimeType: 'video/mp4',
      buffer: await makeVideo('mp4'),
    }

    await open(viewports.desktop, async (page) => {
      await page.goto('/admin-portal')
      await logIn(page, stack.admin.username, stack.admin.password)
      await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()

      // The specification's client check: nothing is sent, "Upload Error" explains why.
      await page.getByLabel('Select Images').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not a photo'),
      })
      await page.getByText('Upload Error').waitFor()
      await page.getByText(/^Invalid file type: notes\.txt\. Allowed types: /).waitFor()

      // The section's code and data load after the frame; a change of network conditions would
      // break off what is under way.
      await page.waitForLoadState('networkidle')
      await throttleUploads(page, 40 * 1024)
      const banner = page.getByRole('status').filter({ hasText: /Processing|Upload/ })
      await page.getByLabel('Select Images').setInputFiles(images)
      await page.getByText('Processing 3 image(s)...').waitFor()
      expect(await page.getByLabel('Select Images').isDisabled()).toBe(true)
      expect(await page.getByLabel('Select Videos').isDisabled()).toBe(true)
      await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor()
      await screenshot(page, 'admin-uploading-1440')

      await page.getByText('Upload Successful! 🎉').waitFor({ timeout: 30_000 })
      await page
        .getByText('Successfully uploaded 3 image(s) with automatic categorization.')
        .waitFor()
      await page.getByText('Upload completed successfully!').waitFor()
      const lines = page.getByRole('list', { name: 'Files in this upload' }).getByRole('listitem')
      expect(await lines.allInnerTexts()).toEqual([
        expect.stringContaining('Saved as “Kitchen Cabinets” in Kitchen Renovation'),
        expect.stringContaining('Saved as “Solar Roof” in Solar & Electrical'),
        expect.stringContaining('Saved as “Bathroom Shower” in Bathroom Renovation'),
      ])
      expect(await page.getByLabel('Select Images').inputValue()).toBe('')
      // The banner clears itself after 3000 ms.
      await page
        .getByText('Upload completed successfully!')
        .waitFor({ state: 'detached', timeout: 6_000 })
      expect(await banner.count()).toBe(0)

      await page.getByLabel('Select Videos').setInputFiles(video)
      await page.getByText('Processing 1 video(s)...').waitFor()
      await page
        .getByText('Successfully uploaded 1 video(s) with automatic categorization.')
        .waitFor({ timeout: 30_000 })

      // The admin's recent projects: the four new items, newest first.
      const recent = page.getByRole('region', { name: 'Our Recent Projects' })
      await recent.getByRole('button', { name: 'Site Walkthrough' }).waitFor()
      expect(await recent.getByRole('article').count()).toBe(4)
    })

    await open(viewports.phone, async (page) => {
      await page.goto('/')
      await waitForHydration(page)
      const recent = page.getByRole('region', { name: 'Our Recent Projects' })
      // The section asks for its list as it comes near the screen.
      await recent.scrollIntoViewIfNeeded()
      await recent.getByRole('article').nth(3).waitFor()
      for (const title of [
        'Kitchen Cabinets',
        'Solar Roof',
        'Bathroom Shower',
        'Site Walkthrough',
      ]) {
        await recent.getByRole('button', { name: title }).waitFor()
      }

      await page.goto('/gallery?category=Kitchen%20Renovation')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Kitchen Cabinets' }).click()
      // The browser picks one of the derivatives made from the upload.
      const jpeg = page.getByRole('dialog', { name: 'Kitchen Cabinets' }).getByRole('img')
      await expect
        .poll(() => jpeg.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
      expect(await jpeg.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(
        '/media/derived/',
      )
      await page.keyboard.press('Escape')

      await page.goto('/gallery?category=Solar%20%26%20Electrical')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Solar Roof' }).click()
      const png = page.getByRole('dialog', { name: 'Solar Roof' }).getByRole('img')
      await expect
        .poll(() => png.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0)
      await page.keyboard.press('Escape')

      await page.goto('/gallery?category=Videos')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Site Walkthrough' }).click()
      const player = page.getByRole('dialog', { name: 'Site Walkthrough' }).locator('video')
      await expect
        .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState))
        .toBeGreaterThanOrEqual(1)
      expect(await player.evaluate((video: HTMLVideoElement) => video.videoWidth)).toBe(64)
    })
  })

  test('logout ends the session on the server: the form returns and uploads respond with 401', async () => {
    await open(viewports.desktop, async (page) => {
      await page.goto('/admin-portal')
      await logIn(page, stack.admin.username, stack.admin.password)
      await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()
      const [cookie] = await page.context().cookies()
      expect(cookie).toMatchObject({ name: 'admin_session', httpOnly: true, sameSite: 'Strict' })

      await page.getByRole('button', { name: 'Logout' }).click()
      await page.getByRole('form', { name: 'Staff sign-in' }).waitFor()
      expect(await page.context().cookies()).toEqual([])

      // The old cookie, replayed by hand, is worthless: the session is gone from the database.
      const replayed = await fetch(`${stack.baseURL}/api/upload`, {
        method: 'POST',
        headers: { cookie: `${cookie?.name}=${cookie?.value}` },
        body: new FormData(),
      })
      expect(replayed.status).toBe(401)
      expect(await replayed.json()).toMatchObject({ success: false })

      await page.reload()
      await page.getByRole('form', { name: 'Staff sign-in' }).waitFor()
    })
  })
})
