import pg from 'pg'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { closeToasts, launchBrowser, screenshot, viewports, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { type Stack, startStack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')

/** Two open alerts as the periodic check leaves them: one mailed, one whose mail was refused. */
async function seedAlerts(stack: Stack) {
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  try {
    await client.query(
      `insert into alerts (kind, title, detail, since, last_mailed_at, owner_told, mail_error) values
        ('quote-mail', 'Quote requests are not being e-mailed',
         '2 quote requests are waiting to be e-mailed to you.', now() - interval '45 minutes',
         null, false, 'Invalid login: 535 5.7.8 Authentication credentials invalid'),
        ('media-processing', 'A media item could not be processed',
         '"Roof at dusk" could not be made ready for the website.', now() - interval '2 hours',
         now() - interval '2 hours', true, null),
        ('backup', 'The nightly backup failed', 'was', now() - interval '3 days', null, true, null)`,
    )
    // Over: not shown.
    await client.query(
      `update alerts set ended_at = now() - interval '1 day' where kind = 'backup'`,
    )
  } finally {
    await client.end()
  }
}

describe.skipIf(skipReason)("the owner's alert banner", () => {
  let browser: Browser
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-alert-banner' })
    browser = await launchBrowser()
    await seedAlerts(stack)
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  test('at 390 px it shows each open alert in a line under the header, the section close below, and leads to where to act', async () => {
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await logInAsStaff(page, stack, '/admin-portal/requests')
      const banner = page.getByRole('region', { name: 'Alerts' })
      await banner.waitFor()
      expect((await banner.getByRole('listitem').allInnerTexts()).map((t) => t.trim())).toEqual([
        'A media item could not be processed. Open the media library',
        'Quote requests are not being e-mailed. The alert e-mail could not be sent. See quote requests',
      ])
      await closeToasts(page)
      await screenshot(page, 'alert-banner-390', { fullPage: false })

      // On the first screen, and the section's heading still in its upper half.
      const box = await banner.boundingBox()
      expect(box && box.y + box.height).toBeLessThan(viewports.phone.height / 2)
      const heading = page.getByRole('heading', { level: 2 }).first()
      const headingBox = await heading.boundingBox()
      expect(headingBox?.y).toBeLessThan(viewports.phone.height / 2)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports.phone.width,
      )

      await banner.getByRole('link', { name: 'Open the media library' }).click()
      await page.waitForURL(/\/admin-portal\/media$/)
      await banner.waitFor()
    })
  })
})
