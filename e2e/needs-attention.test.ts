import pg from 'pg'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { closeToasts, launchBrowser, screenshot, viewports, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { type Stack, startStack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')

describe.skipIf(skipReason)('Needs attention, at the top of Quote requests', () => {
  let browser: Browser
  let stack: Stack
  let db: pg.Client

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-needs-attention' })
    browser = await launchBrowser()
    db = new pg.Client({ connectionString: stack.databaseUrl })
    await db.connect()
  })
  afterAll(async () => {
    await db?.end()
    await stopBrowserStack({ stack, browser })
  })

  test('at 390 px: an unanswered request comes first, opens from its link, and leaves once contacted', async () => {
    // Received two weeks ago (moved back in the database): far over 2 working hours, whatever the
    // time the test runs; and one received now, which needs nothing yet.
    const { rows } = await db.query<{ id: string }>(
      `insert into inquiries (reference, first_name, last_name, email, phone, service_type, message,
                              created_at, stage_changed_at, delivery_status)
       values ('Q-2026-0901', 'Lerato', 'Khumalo', 'lerato@example.org', '+27 82 555 0199', '',
               'Please quote for a geyser.', now() - interval '14 days', now() - interval '14 days', 'sent'),
              ('Q-2026-0902', 'Pieter', 'Botha', 'pieter@example.org', '+27 82 555 0198', '',
               'A new plug point.', now(), now(), 'sent')
       returning id`,
    )
    const id = rows[0]?.id
    if (!id) throw new Error('not stored')

    await withPage(
      browser,
      {
        baseURL: stack.baseURL,
        viewport: viewports.phone,
        // The E-mail button's mailto: opens no mail app in a headless browser.
        allowConsole: [/mailto:/],
      },
      async (page) => {
        await logInAsStaff(page, stack, '/admin-portal/requests')
        const attention = page.getByRole('region', { name: 'Needs attention (1)' })
        await attention.waitFor()
        const link = attention.getByRole('link')
        expect((await link.innerText()).replace(/\s+/g, ' ')).toMatch(
          /^Lerato Khumalo Q-2026-0901 New for \d+ working hours$/,
        )
        expect(await link.getAttribute('href')).toBe(`/admin-portal/requests?request=${id}`)
        // The first thing on a phone's first screen, right under the section's heading.
        await closeToasts(page)
        const box = await attention.boundingBox()
        expect(box && box.y + box.height).toBeLessThan(viewports.phone.height)
        const heading = page.getByRole('heading', { level: 2, name: 'Quote requests' })
        expect((await heading.boundingBox())?.y).toBeLessThan(box?.y ?? 0)
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewports.phone.width,
        )
        await screenshot(page, 'needs-attention-390', { fullPage: false })

        await link.click()
        await page.waitForURL(`**/admin-portal/requests?request=${id}`)
        const opened = page.getByRole('region', { name: 'Request Q-2026-0901' })
        await opened.getByRole('article', { name: 'Lerato Khumalo' }).waitFor()

        // A reply tap records the first contact, without a stage change.
        await opened.getByRole('link', { name: 'E-mail' }).click({ noWaitAfter: true })
        await expect
          .poll(
            async () =>
              (await db.query('select first_contact_at from inquiries where id = $1', [id])).rows[0]
                ?.first_contact_at,
            { timeout: 10_000, interval: 100 },
          )
          .toBeInstanceOf(Date)
        const [{ stage }] = (await db.query('select stage from inquiries where id = $1', [id]))
          .rows as { stage: string }[]
        expect(stage).toBe('new')

        await opened.getByLabel('Stage').selectOption('contacted')
        await attention.waitFor({ state: 'detached' })
        expect(await page.getByRole('region', { name: /Needs attention/ }).count()).toBe(0)
        await screenshot(page, 'needs-attention-after-contact-390', { fullPage: false })
      },
    )
  })

  test('at 1440 px the list sits above the requests', async () => {
    await db.query(
      `update inquiries set stage = 'quoted', stage_changed_at = now() - interval '10 days'
        where reference = 'Q-2026-0902'`,
    )
    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.desktop },
      async (page) => {
        await logInAsStaff(page, stack, '/admin-portal/requests')
        const attention = page.getByRole('region', { name: 'Needs attention (1)' })
        await attention.waitFor()
        expect((await attention.getByRole('link').innerText()).replace(/\s+/g, ' ')).toBe(
          'Pieter Botha Q-2026-0902 Quoted 10 days ago, no answer yet',
        )
        await closeToasts(page)
        await screenshot(page, 'needs-attention-1440', { fullPage: false })
      },
    )
  })

  test("the dashboard's responses and reviews fit a phone and a desktop", async () => {
    for (const viewport of [viewports.phone, viewports.desktop]) {
      await withPage(browser, { baseURL: stack.baseURL, viewport }, async (page) => {
        await logInAsStaff(page, stack, '/admin-portal/dashboard')
        const responses = page.getByRole('region', { name: 'Answering requests and reviews' })
        await responses.waitFor()
        // Lerato was first answered today, a fortnight after the request came in.
        expect(await responses.getByRole('table').innerText()).toContain('14 days')
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        )
        await closeToasts(page)
        await responses.scrollIntoViewIfNeeded()
        await screenshot(page, `dashboard-answers-${viewport.width}`, { fullPage: false })
      })
    }
  })
})
