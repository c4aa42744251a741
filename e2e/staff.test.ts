import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { SmtpCapture } from '../server/test/support/smtp-capture.js'
import { screenshot, viewports, withPage } from './browser.js'
import { mailedLink, startMailStack, stopMailStack } from './mail-stack.js'
import type { Stack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')
const OFFICE_EMAIL = 'lerato@example.com'
const OFFICE_PASSWORD = 'tiles-and-grout-2026'
const ownerSections = ['/admin-portal/settings', '/admin-portal/system', '/admin-portal/staff']

const sectionBar = (page: Page) => page.getByRole('navigation', { name: 'Portal sections' })

describe.skipIf(skipReason)('staff accounts: the owner invites office staff', () => {
  let browser: Browser
  let stack: Stack
  let smtp: SmtpCapture

  beforeAll(async () => {
    ;({ stack, smtp, browser } = await startMailStack({ name: 'e2e-staff' }))
  })
  afterAll(() => stopMailStack({ stack, smtp, browser }))

  test('an invited office user accepts the mailed link, is signed in, and sees only their sections', async () => {
    // The owner, on a wide screen: the Staff section and its invite form.
    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.desktop },
      async (page) => {
        await logInAsStaff(page, stack, '/admin-portal/staff')
        const staff = page.getByRole('region', { name: 'Staff' })
        const form = staff.getByRole('form', { name: 'Invite a person' })
        await form.getByLabel('Name').fill('Lerato Dlamini')
        await form.getByLabel('E-mail address').fill(OFFICE_EMAIL)
        await form.getByLabel('Role').selectOption('office')
        await form.getByRole('button', { name: 'Send invite' }).click()
        await page.getByText(`Invite sent to ${OFFICE_EMAIL}`).waitFor()
        const row = staff.getByRole('row', { name: /Lerato Dlamini/ })
        await row.getByText('Invited').waitFor()
        const { violations } = await new AxeBuilder({ page }).include('main').analyze()
        expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.html}`)).toEqual([])
        await screenshot(page, 'staff-1440', { fullPage: false })
      },
    )

    // The mail at the real SMTP capture carries the link; the token is in the fragment.
    await expect.poll(() => smtp.messages.length, { timeout: 20_000 }).toBe(1)
    expect(smtp.messages[0]?.to).toEqual([OFFICE_EMAIL])
    const link = await mailedLink(smtp.messages, OFFICE_EMAIL, 'welcome')
    expect(link.startsWith(`${stack.baseURL}/admin-portal/welcome#`)).toBe(true)

    // The invited person, on a phone: the welcome page, their password, signed in.
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await page.goto(link)
      await page.getByRole('heading', { name: 'Welcome, Lerato Dlamini' }).waitFor()
      await page
        .getByText(`${stack.admin.username} invited you (${OFFICE_EMAIL}) as office`)
        .waitFor()
      await screenshot(page, 'welcome-390')
      await page.getByText('At least 8 characters').waitFor()
      await page.getByLabel('Choose your password').fill(OFFICE_PASSWORD)
      await page.getByRole('button', { name: 'Set password and sign in' }).click()
      await page.waitForURL(/\/admin-portal\/requests$/)
      await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()
      // Named by the name the owner gave, not the address they sign in with.
      await page.getByText('Signed in as Lerato Dlamini').waitFor()

      // No owner section in the bar, nor under More; Quotes is one tap away.
      const bar = sectionBar(page)
      await bar.getByRole('button', { name: 'More' }).tap()
      const more = bar.getByRole('list', { name: 'More sections' })
      await more.waitFor()
      const hrefs = await bar
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      for (const path of ownerSections) expect(hrefs).not.toContain(path)
      expect(hrefs).toContain('/admin-portal/requests')
      await screenshot(page, 'office-more-390', { fullPage: false })

      // The owner's addresses, opened directly, say plainly whose they are.
      for (const path of ownerSections) {
        await page.goto(path)
        await page.getByRole('heading', { name: 'Only an owner can open this section' }).waitFor()
      }
      await screenshot(page, 'owner-only-390', { fullPage: false })
    })

    // The invited account can now sign in with its e-mail address and password.
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await page.goto('/admin-portal')
      const form = page.getByRole('form', { name: 'Staff sign-in' })
      await form.getByLabel('Username').fill(OFFICE_EMAIL.toUpperCase())
      await form.getByLabel('Password').fill(OFFICE_PASSWORD)
      await form.getByRole('button', { name: 'Access Admin Portal' }).click()
      await page.getByRole('heading', { name: 'Admin Media Upload Portal' }).waitFor()
    })
  })

  test('on a 390 px phone the bar fits without scrolling sideways; the owner finds the rest under More', async () => {
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await logInAsStaff(page, stack, '/admin-portal/requests')
      const overflow = await page.evaluate(() => {
        const bar = document.querySelector('nav[aria-label="Portal sections"] ul')
        return {
          bar: (bar?.scrollWidth ?? 0) - (bar?.clientWidth ?? 0),
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
        }
      })
      expect(overflow).toEqual({ bar: 0, page: 0 })
      const bar = sectionBar(page)
      await bar.getByRole('button', { name: 'More' }).tap()
      await bar.getByRole('link', { name: 'Staff' }).tap()
      await page.waitForURL(/\/admin-portal\/staff$/)
      await page
        .getByRole('region', { name: 'Staff' })
        .getByRole('list', { name: 'Staff' })
        .waitFor()
      await screenshot(page, 'staff-390')
    })
  })
})
