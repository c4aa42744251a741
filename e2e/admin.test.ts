import AxeBuilder from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, screenshot, viewports, withPage } from './browser.js'
import { type Stack, serverErrors, startStack } from './stack.js'

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
  afterAll(async () => {
    await browser?.close()
    if (stack) expect(await serverErrors(stack.apiLogPath), 'errors in the API log').toEqual([])
    await stack?.stop()
  })

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
        expect(await page.getByLabel('Select Images').getAttribute('capture')).toBe('environment')
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

  test('logout ends the session on the server: the form returns and uploads answer 401', async () => {
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
