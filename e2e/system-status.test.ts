import { randomUUID } from 'node:crypto'
import { AxeBuilder } from '@axe-core/playwright'
import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { closeToasts, launchBrowser, screenshot, viewports, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { type Stack, startStack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')
const metricsToken = randomUUID().replaceAll('-', '')

/** A good nightly backup, and a quote request whose mail the relay refused (as nodemailer words it). */
async function seed(stack: Stack) {
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  try {
    await client.query(
      `insert into backup_runs (started_at, finished_at, file, size, encrypted, verified, local_ok)
       values (now() - interval '8 hours', now() - interval '8 hours' + interval '70 seconds',
               'site-2026-11-27T000000Z.tar.age', 5400000, true, true, true)`,
    )
    await client.query(
      `insert into inquiries (reference, first_name, last_name, email, phone, message, delivery_status, delivery_attempts, last_delivery_error)
       values ('Q-2026-0201', 'Thandi', 'Mokoena', 'client@example.org', '0825550100', 'Please quote for a geyser.',
               'pending', 2, 'Invalid login: 535 5.7.8 Authentication credentials invalid')`,
    )
  } finally {
    await client.end()
  }
}

const sectionBar = (page: Page) => page.getByRole('navigation', { name: 'Portal sections' })

describe.skipIf(skipReason)('the System section', () => {
  let browser: Browser
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({
      nginx: true,
      name: 'e2e-system-status',
      env: { METRICS_TOKEN: metricsToken },
    })
    browser = await launchBrowser()
    await seed(stack)
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  test('on a 390 px phone it says in plain words how the site is, and four tabs and More fit', async () => {
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await logInAsStaff(page, stack, '/admin-portal/system')
      const section = page.getByRole('region', { name: 'System' })
      const card = (name: string) => section.getByRole('region', { name })
      await card('Website').waitFor()
      await expect.poll(() => page.title()).toMatch(/^System · Admin Portal \| /)

      const website = await card('Website').innerText()
      expect(website).toMatch(/Version\s+\d+\.\d+\.\d+/)
      expect(website).toMatch(/Database\s+Reachable\./)
      expect(website).toMatch(/File store \(photos and videos\)\s+Reachable\./)
      const backups = await card('Backups').innerText()
      expect(backups).toMatch(/Backed up/)
      expect(backups).toMatch(/Last good backup\s+.*\(5\.1 MB, checked after writing, encrypted\)/)
      expect(backups).toContain('Not set up: the backups stay on this server')
      const mail = await card('Quote request mail').innerText()
      expect(mail).toMatch(/Not going out/)
      expect(mail).toMatch(/Waiting to be sent\s+1/)
      expect(mail).toContain('The mail server refused the user name or password (SMTP_URL).')
      expect(mail).toContain('Saved to the local outbox folder (no mail server configured).')
      expect(await card('Storage').innerText()).toMatch(
        /Data disk\s+[\d.]+ [KMG]B of [\d.]+ GB used/,
      )
      await card('Open alerts').waitFor()

      await closeToasts(page)
      await screenshot(page, 'system-390', { fullPage: false })
      await screenshot(page, 'system-390-full')

      // Four tabs and More share the bottom bar (decision 062): none narrower than a thumb, none
      // cut short, none outside; System, under More, is named on it while open.
      const tabs = await sectionBar(page)
        .locator('a, button')
        .evaluateAll((elements) =>
          elements
            .map((element) => {
              const box = element.getBoundingClientRect()
              const label = element.querySelector('span.truncate') as HTMLElement
              return {
                name: element.getAttribute('href') ?? element.textContent,
                width: box.width,
                height: box.height,
                right: box.right,
                cut: label.scrollWidth > label.clientWidth,
              }
            })
            .filter((tab) => tab.width > 0),
        )
      expect(tabs).toHaveLength(5)
      for (const tab of tabs) {
        expect(tab.width, tab.name ?? '').toBeGreaterThanOrEqual(44)
        expect(tab.height, tab.name ?? '').toBeGreaterThanOrEqual(44)
        expect(tab.right, tab.name ?? '').toBeLessThanOrEqual(viewports.phone.width)
        expect(tab.cut, `${tab.name} label cut short`).toBe(false)
      }
      expect(
        await sectionBar(page).getByRole('button', { name: 'System, open; more sections' }).count(),
      ).toBe(1)
      expect(await sectionBar(page).locator('a[aria-current="page"]').getAttribute('href')).toBe(
        '/admin-portal/system',
      )
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports.phone.width,
      )

      const { violations } = await new AxeBuilder({ page }).include('main').analyze()
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.html}`)).toEqual([])
    })
  })

  test('at 1440 px the tabs are one row under the title', async () => {
    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.desktop },
      async (page) => {
        await logInAsStaff(page, stack, '/admin-portal/system')
        await page.getByRole('region', { name: 'Backups' }).waitFor()
        const tops = await sectionBar(page)
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)))
        expect(new Set(tops).size).toBe(1)
        await closeToasts(page)
        await screenshot(page, 'system-1440')

        // The narrowest screen with tabs instead of the bottom bar: all of them still in the row.
        await page.setViewportSize({ width: 768, height: 1024 })
        const rights = await sectionBar(page)
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().right))
        expect(Math.max(...rights)).toBeLessThanOrEqual(768)
        await screenshot(page, 'system-768', { fullPage: false })
      },
    )
  })

  test('/metrics through nginx: the API serves it, never a page or a kept copy', async () => {
    const metrics = (authorization?: string) =>
      fetch(`${stack.baseURL}/metrics`, {
        headers: authorization ? { authorization } : {},
      })
    const unauthorized = await metrics()
    expect(unauthorized.status).toBe(401)
    expect(await unauthorized.text()).not.toMatch(/site_|process_/)
    expect((await metrics(`Bearer ${metricsToken}x`)).status).toBe(401)
    const queried = await fetch(`${stack.baseURL}/metrics?token=${metricsToken}`)
    expect(queried.status).toBe(401)

    const allowed = await metrics(`Bearer ${metricsToken}`)
    expect(allowed.status).toBe(200)
    const body = await allowed.text()
    expect(body).toMatch(/^site_database_up 1$/m)
    expect(body).toMatch(/^site_quote_mail_failing 1$/m)
    expect(body).toMatch(/^process_resident_memory_bytes \d/m)

    // With the API down nothing answers for it: no copy the page fallback kept.
    await stack.stopApi()
    const down = await metrics(`Bearer ${metricsToken}`)
    expect(down.status).toBe(503)
    // The API's place answers (its JSON), not the pages' fallback (an HTML page or a kept copy).
    expect(down.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await down.text()).not.toMatch(/site_|process_|<html/)
  })
})
