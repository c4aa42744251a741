import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { SmtpCapture } from '../server/test/support/smtp-capture.js'
import { closeToasts, openPage, screenshot, viewports, withPage } from './browser.js'
import { mailedLink, startMailStack, stopMailStack } from './mail-stack.js'
import type { Stack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')
const OWNER_EMAIL = 'thandi@example.com'
const NEW_PASSWORD = 'a-long-new-password-7'

/** The owner made from ADMIN_PASSWORD, with an address and a name (as Account would set them). */
async function giveOwnerEmail(stack: Stack) {
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  try {
    await client.query('update admin_users set email = $1, display_name = $2 where username = $3', [
      OWNER_EMAIL,
      'Thandi',
      stack.admin.username,
    ])
  } finally {
    await client.end()
  }
}

/** Signs in as the owner with the password the reset chose. */
const signIn = (page: Page, stack: Stack, path?: string) =>
  logInAsStaff(page, stack, path, NEW_PASSWORD)

describe.skipIf(skipReason)('forgotten password, own sessions and the security log', () => {
  let browser: Browser
  let stack: Stack
  let smtp: SmtpCapture

  beforeAll(async () => {
    ;({ stack, smtp, browser } = await startMailStack({ name: 'e2e-own-account' }))
    await giveOwnerEmail(stack)
  })
  afterAll(() => stopMailStack({ stack, smtp, browser }))

  test('the reset link from the mail works once; the owner sees the reset and the sign-in in the log', async () => {
    let link = ''
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await page.goto('/admin-portal')
      await page.getByRole('link', { name: 'Forgot your password?' }).click()
      await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor()
      await page.getByLabel('E-mail address').fill(OWNER_EMAIL)
      await screenshot(page, 'forgot-password-phone')
      await page.getByRole('button', { name: 'Send me a link' }).click()
      await page.getByRole('status').getByText('If an account uses this address').waitFor()

      await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(1)
      expect(smtp.messages[0]?.to).toEqual([OWNER_EMAIL])
      link = await mailedLink(smtp.messages, OWNER_EMAIL, 'reset-password')
      expect(link.startsWith(`${stack.baseURL}/admin-portal/reset-password#`)).toBe(true)

      await page.goto(link)
      await page.locator('input[name="new-password"]').fill(NEW_PASSWORD)
      await screenshot(page, 'reset-password-phone')
      await page.getByRole('button', { name: 'Set new password' }).click()
      await page.getByText('Your new password is set. Sign in with it.').waitFor()
    })

    // The same link again, in a fresh browser.
    await withPage(
      browser,
      {
        baseURL: stack.baseURL,
        viewport: viewports.desktop,
        allowConsole: [/status of 410/],
      },
      async (page) => {
        await page.goto(link)
        await page.locator('input[name="new-password"]').fill('yet-another-password-8')
        await page.getByRole('button', { name: 'Set new password' }).click()
        await page.getByRole('alert').getByText('This reset link has already been used').waitFor()
      },
    )

    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.desktop },
      async (page) => {
        await signIn(page, stack, '/admin-portal/security')
        await page.getByRole('heading', { name: 'Security' }).waitFor()
        const log = page.getByRole('region', { name: 'Security log' })
        await log.getByText('Thandi chose a new password with a reset link').waitFor()
        // Sign-ins name the person as every other entry does.
        await log.getByText('Thandi signed in with a password').first().waitFor()
        await closeToasts(page)
        await screenshot(page, 'security-log-desktop')
        await page.setViewportSize(viewports.phone)
        await screenshot(page, 'security-log-phone')
      },
    )
  })

  test('a person ends another of their sessions: its next request is 401', async () => {
    const phone = await openPage(browser, {
      baseURL: stack.baseURL,
      viewport: viewports.phone,
      allowConsole: [/status of 401/],
    })
    try {
      await signIn(phone.page, stack)
      await withPage(
        browser,
        { baseURL: stack.baseURL, viewport: viewports.phone },
        async (page) => {
          await signIn(page, stack, '/admin-portal/account')
          await page.getByRole('heading', { name: 'Your account' }).waitFor()
          const sessions = page.getByRole('region', { name: 'Where you are signed in' })
          await sessions.getByText('This device').waitFor()
          const others = sessions.getByRole('listitem').filter({ hasNotText: 'This device' })
          expect(await others.count()).toBeGreaterThanOrEqual(1)
          await closeToasts(page)
          await screenshot(page, 'account-phone')
          // End them one at a time until only this device is left.
          while ((await others.count()) > 0) {
            const before = await others.count()
            await others.first().getByRole('button', { name: 'Sign out' }).click()
            await expect.poll(() => others.count()).toBe(before - 1)
          }
          await page.setViewportSize(viewports.desktop)
          await screenshot(page, 'account-desktop')
          // This session still works.
          expect(
            await page.evaluate(() =>
              fetch('/api/admin/account').then((response) => response.status),
            ),
          ).toBe(200)
        },
      )
      expect(
        await phone.page.evaluate(() =>
          fetch('/api/admin/account').then((response) => response.status),
        ),
      ).toBe(401)
    } finally {
      await phone.close()
    }
  })

  test('a new e-mail address is used once the link mailed to it is opened', async () => {
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await signIn(page, stack, '/admin-portal/account')
      const card = page.getByRole('region', { name: 'E-mail address' })
      await card.getByLabel('New address').fill('thandi.new@example.com')
      await card.getByLabel('Current password').fill(NEW_PASSWORD)
      const seen = smtp.messages.length
      await card.getByRole('button', { name: 'Send confirmation link' }).click()
      await card.getByText('Waiting for you to open the link sent to').waitFor()

      await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(seen + 2)
      const sent = smtp.messages.slice(seen)
      expect(sent.some((mail) => mail.to.includes(OWNER_EMAIL))).toBe(true)
      const link = await mailedLink(sent, 'thandi.new@example.com', 'confirm-email')

      await page.goto(link)
      await page.getByRole('button', { name: 'Use this address' }).click()
      await page.getByText('Done: your account now uses thandi.new@example.com.').waitFor()
      await screenshot(page, 'confirm-email-phone')
      await page.goto('/admin-portal/account')
      await page
        .getByRole('region', { name: 'E-mail address' })
        .getByText('thandi.new@example.com', { exact: true })
        .waitFor()
    })
  })
})
