import { defaultCategories } from '@site/contract/categories'
import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, viewports, waitForHydration, withPage } from './browser.js'
import { type Stack, startStack } from './stack.js'

const skipReason = inject('e2eSkipReason')

/** The specification's fallbacks when the API fails: an empty list and the default categories. */
async function expectFallbacks(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
  // The section asks for its list as it comes near the screen.
  await page.getByRole('heading', { name: 'Our Recent Projects' }).scrollIntoViewIfNeeded()
  await page.getByText('No projects uploaded yet.').waitFor()

  await page.goto('/gallery')
  await waitForHydration(page)
  const cards = page.getByRole('main').getByRole('link', { name: /View Projects/ })
  await cards.nth(defaultCategories.length - 1).waitFor()
  const names = await cards.allInnerTexts()
  expect(names.map((text) => text.split('\n')[0])).toEqual(defaultCategories)

  await page.goto('/gallery?category=Building')
  await page.getByText('No projects found in this category.').waitFor()
}

describe.skipIf(skipReason)('the site when the API fails', () => {
  let browser: Browser
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-api-faults' })
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
    await stack?.stop()
  })

  // The browser reports each failed response; the page itself must not log anything else.
  const allowConsole = [/the server responded with a status of 50[023]/]

  test('a 500 from the API (its table is gone) gives the fallbacks, not a broken page', async () => {
    const client = new pg.Client({ connectionString: stack.databaseUrl })
    await client.connect()
    await client.query('alter table media rename to media_away')
    try {
      const response = await fetch(`${stack.baseURL}/api/projects`)
      expect(response.status).toBe(500)
      expect(response.headers.get('content-type')).toContain('application/json')
      await withPage(
        browser,
        { baseURL: stack.baseURL, viewport: viewports.phone, allowConsole },
        expectFallbacks,
      )
    } finally {
      await client.query('alter table media_away rename to media')
      await client.end()
    }
  })

  test('the API down (nginx responds with 503) gives the same fallbacks', async () => {
    await stack.stopApi()
    const response = await fetch(`${stack.baseURL}/api/projects`)
    expect(response.status).toBe(503)
    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.desktop, allowConsole },
      expectFallbacks,
    )
  })
})
