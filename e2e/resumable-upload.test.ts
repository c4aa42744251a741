import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { resumableUploadRules } from '@site/contract/upload-rules'
import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { makeNoisyJpeg } from '../server/test/support/media-files.js'
import { createTcpGate } from '../server/test/support/tcp-gate.js'
import { launchBrowser, screenshot, throttleUploads, viewports, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { type Stack, startStack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')
const RESUMABLE = resumableUploadRules.path

/** The tus requests the page sends: method and Upload-Offset, in order. */
function recordTusRequests(page: Page) {
  const seen: { method: string; offset: number | null }[] = []
  page.on('request', (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith(RESUMABLE)) return
    const offset = request.headers()['upload-offset']
    seen.push({ method: request.method(), offset: offset === undefined ? null : Number(offset) })
  })
  return seen
}

async function progressOf(page: Page, name: string): Promise<number> {
  const bar = page.getByRole('progressbar', { name: `${name} progress` })
  return Number((await bar.getAttribute('aria-valuenow')) ?? 0)
}

async function waitForProgress(page: Page, name: string, atLeast: number) {
  await expect
    .poll(() => progressOf(page, name).catch(() => 0), {
      timeout: 60_000,
      message: `${name} never reached ${atLeast} %`,
    })
    .toBeGreaterThanOrEqual(atLeast)
}

describe.skipIf(skipReason)('staff uploads survive a dropped connection and a reload', () => {
  let browser: Browser
  let stack: Stack
  let gate: Awaited<ReturnType<typeof createTcpGate>>
  let dir: string
  let photoPath: string
  let photoSize: number
  let origin: string

  beforeAll(async () => {
    // The phone's network: everything goes through a gate the test can shut. The site is then
    // reached at the gate's address, which the API must accept as its own origin.
    const nginx = { host: '127.0.0.1', port: 0 }
    gate = await createTcpGate(nginx)
    origin = `http://127.0.0.1:${gate.port}`
    stack = await startStack({
      nginx: true,
      name: 'e2e-resumable',
      env: { CORS_ORIGINS: origin },
    })
    nginx.port = Number(new URL(stack.baseURL).port)
    await gate.open()
    browser = await launchBrowser()
    dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-resumable-'))
    // A file on disk, so choosing it again after a reload is the same file (name, size, date).
    // About 1.9 MB: seconds at the throttled speeds below, long enough to cut it midway.
    const photo = await makeNoisyJpeg(2000, 1500)
    photoSize = photo.length
    photoPath = path.join(dir, 'kitchen-island.jpg')
    await writeFile(photoPath, photo)
  })
  afterAll(async () => {
    await gate?.close()
    await stopBrowserStack({ stack, browser })
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  // Requests cut by the test and the retries that find no network are reported by the browser.
  const allowConsole = [
    /ERR_CONNECTION_REFUSED|ERR_CONNECTION_RESET|ERR_EMPTY_RESPONSE|status of 404|status of 401/,
  ]
  const open = (use: (page: Page) => Promise<void>) =>
    withPage(browser, { baseURL: origin, viewport: viewports.phone, allowConsole }, use)

  test('a file goes on by itself when the network comes back, from where it broke (390 px)', async () => {
    await open(async (page) => {
      const requests = recordTusRequests(page)
      // The retries' waits are the page's timers: the test moves its clock through them.
      await page.clock.install()
      await logInAsStaff(page, stack)
      await throttleUploads(page, 300 * 1024)
      await page.getByLabel('Select Images').setInputFiles(photoPath)
      await waitForProgress(page, 'kitchen-island.jpg', 25)
      // While it uploads, a phone shows how far it got without scrolling.
      const summary = page.getByTestId('upload-summary')
      const box = await summary.boundingBox()
      expect(box).not.toBeNull()
      expect(
        (box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? 0) <= viewports.phone.height,
      ).toBe(true)
      await screenshot(page, 'resumable-uploading-390')

      await gate.close()
      // tus-js-client's quick retries (after 0, 1, 3, 5 and 10 s) find no network; then the
      // queue says so.
      const lost = page.getByText('Connection lost. It goes on by itself once the network is back.')
      await expect
        .poll(
          async () => {
            await page.clock.runFor(1000)
            return lost.isVisible()
          },
          { timeout: 30_000 },
        )
        .toBe(true)
      await screenshot(page, 'resumable-connection-lost-390')
      await gate.open()
      // No `online` event comes (the cable was cut, not the Wi-Fi): the queue tries again after 5 s.
      await page.clock.runFor(5000)

      await page.getByText('Upload completed successfully!').waitFor({ timeout: 90_000 })
      const posts = requests.filter((request) => request.method === 'POST')
      const patches = requests.filter((request) => request.method === 'PATCH')
      expect(posts).toHaveLength(1)
      // Resumed from the bytes the server had kept, not from zero.
      expect(patches.length).toBeGreaterThanOrEqual(2)
      expect(patches.at(-1)?.offset).toBeGreaterThan(photoSize * 0.2)
      expect(
        await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('tus::'))),
      ).toEqual([])
    })
  })

  test('after a reload, choosing the same file again goes on from where it was (390 px)', async () => {
    await open(async (page) => {
      page.on('dialog', (dialog) => void dialog.accept())
      await logInAsStaff(page, stack)
      await throttleUploads(page, 400 * 1024)
      await page.getByLabel('Select Images').setInputFiles(photoPath)
      await waitForProgress(page, 'kitchen-island.jpg', 30)

      await page.reload()
      const unfinished = page.getByTestId('unfinished-uploads')
      await unfinished.getByText('kitchen-island.jpg').waitFor({ timeout: 30_000 })
      await screenshot(page, 'resumable-after-reload-390')

      const requests = recordTusRequests(page)
      await throttleUploads(page, 2 * 1024 * 1024)
      await page.getByLabel('Select Images').setInputFiles(photoPath)
      await page.getByText('Upload completed successfully!').waitFor({ timeout: 90_000 })
      expect(requests.filter((request) => request.method === 'POST')).toEqual([])
      const firstPatch = requests.find((request) => request.method === 'PATCH')
      expect(firstPatch?.offset).toBeGreaterThan(photoSize * 0.2)
      await expect
        .poll(async () => (await unfinished.count()) === 0 || !(await unfinished.isVisible()))
        .toBe(true)
    })
  })

  test('pause and resume by keyboard, cancel, and a refused file that does not stop the others (1440 px)', async () => {
    const notes = path.join(dir, 'site-notes.jpg')
    await writeFile(notes, `These are my notes, not a photo.\n${'x'.repeat(8000)}`)
    const second = path.join(dir, 'solar-roof.jpg')
    await writeFile(second, await makeNoisyJpeg(1600, 1200))
    await withPage(
      browser,
      {
        baseURL: origin,
        viewport: viewports.desktop,
        allowConsole: [/status of 415/, /status of 404/],
      },
      async (page) => {
        const requests = recordTusRequests(page)
        await logInAsStaff(page, stack)
        await throttleUploads(page, 300 * 1024)
        await page.getByLabel('Select Images').setInputFiles([photoPath, notes, second])
        await waitForProgress(page, 'kitchen-island.jpg', 15)

        const pause = page.getByRole('button', { name: 'Pause kitchen-island.jpg' })
        await pause.focus()
        await page.keyboard.press('Enter')
        const line = page.getByTestId('upload-file').filter({ hasText: 'kitchen-island.jpg' })
        await line.getByText('Paused').waitFor()
        const resume = page.getByRole('button', { name: 'Resume kitchen-island.jpg' })
        await resume.waitFor()
        await screenshot(page, 'resumable-paused-1440')
        // Pausing lets the next file go: the refused one, then the other photo.
        await page
          .getByText('Invalid file type: site-notes.jpg.', { exact: false })
          .first()
          .waitFor()
        await waitForProgress(page, 'solar-roof.jpg', 5)
        await page.getByRole('button', { name: 'Cancel solar-roof.jpg' }).click()

        await resume.focus()
        await page.keyboard.press('Enter')
        await page.getByText('Upload Failed', { exact: false }).first().waitFor({ timeout: 60_000 })
        await expect
          .poll(async () => (await line.textContent()) ?? '', { timeout: 90_000 })
          .toMatch(/Kitchen Island|Kitchen Renovation/)
        await screenshot(page, 'resumable-batch-done-1440')

        const deletes = requests.filter((request) => request.method === 'DELETE')
        expect(deletes).toHaveLength(1)
        // The paused file went on from where it stopped.
        const patches = requests.filter((request) => request.method === 'PATCH')
        expect(patches.some((request) => (request.offset ?? 0) > 0)).toBe(true)
      },
    )
  })

  test('a session that ends mid-upload: the files wait, and go on after logging in again (390 px)', async () => {
    await open(async (page) => {
      const requests = recordTusRequests(page)
      await page.clock.install()
      await logInAsStaff(page, stack)
      await throttleUploads(page, 400 * 1024)
      const copy = path.join(dir, 'bathroom.jpg')
      await writeFile(copy, await makeNoisyJpeg(2000, 1500))
      await page.getByLabel('Select Images').setInputFiles(copy)
      await waitForProgress(page, 'bathroom.jpg', 20)

      // The session is gone (as when it times out), and the connection breaks with it.
      await page.context().clearCookies()
      const broken = page.waitForEvent('requestfailed', (request) =>
        request.url().includes(RESUMABLE),
      )
      await gate.close()
      await broken
      await gate.open()

      // The retries' waits run on the page's clock until the upload finds the session gone.
      const held = page.getByTestId('held-uploads')
      await expect
        .poll(
          async () => {
            await page.clock.runFor(1000)
            return held.isVisible()
          },
          { timeout: 60_000 },
        )
        .toBe(true)
      await screenshot(page, 'resumable-held-390')
      const form = page.getByRole('form', { name: 'Staff sign-in' })
      await form.getByLabel('Username').fill(stack.admin.username)
      await form.getByLabel('Password').fill(stack.admin.password)
      await form.getByRole('button', { name: 'Access Admin Portal' }).click()
      await page.getByText('Upload completed successfully!').waitFor({ timeout: 90_000 })
      expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1)
    })
  })

  test('when the response to the last bytes is lost, the file still counts as stored (390 px)', async () => {
    await open(async (page) => {
      await logInAsStaff(page, stack)
      const copy = path.join(dir, 'porch.jpg')
      await writeFile(copy, await makeNoisyJpeg(800, 600))
      // The server gets the PATCH and stores the file; its response never reaches the page.
      let lost = 0
      await page.route(`**${RESUMABLE}/*`, async (route) => {
        if (route.request().method() !== 'PATCH' || lost > 0) return route.fallback()
        lost += 1
        await route.fetch()
        await route.abort('connectionreset')
      })
      await page.getByLabel('Select Images').setInputFiles(copy)
      await page.getByText('Upload completed successfully!').waitFor({ timeout: 60_000 })
      expect(lost).toBe(1)
      const line = page.getByTestId('upload-file').filter({ hasText: 'porch.jpg' })
      await line.getByText('Stored. The media list will show it shortly.').waitFor()
    })
  })
})
