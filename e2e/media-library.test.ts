import { AxeBuilder } from '@axe-core/playwright'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, screenshot, viewports, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { seedMedia } from './seed.js'
import { type Stack, startStack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')

const phoneTitles = Array.from({ length: 20 }, (_, i) => `General, November 2026 (${i + 1})`)

describe.skipIf(skipReason)('the media library on a phone', () => {
  let browser: Browser
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-media-library' })
    await seedMedia(stack, [
      { title: 'Roof sheets', category: 'Building' },
      ...phoneTitles.map((title) => ({ title, category: 'General' })),
    ])
    browser = await launchBrowser()
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  test('20 photos moved to one category in one action; the public list shows them on the next request', async () => {
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      const kitchen = `/api/projects?${new URLSearchParams({ category: 'Kitchen Renovation' })}`
      // Asked first, through nginx, so a kept response would show.
      expect(await (await page.request.get(kitchen)).json()).toEqual([])

      await logInAsStaff(page, stack, '/admin-portal/media')
      const library = page.getByRole('region', { name: 'Media library' })
      await library.getByRole('article', { name: 'Roof sheets' }).waitFor()
      await library.getByLabel('Category').selectOption('General')
      await page.waitForURL(/\/admin-portal\/media\?category=General$/)
      await expect.poll(() => library.getByRole('article').count()).toBe(20)

      await library.getByLabel('Select all on this page').check()
      const bar = library.getByRole('region', { name: 'Selected items' })
      await bar.getByText('20 items selected').waitFor()
      // Held above the section bar at the bottom of the screen (whose top border it may cover).
      const barBox = await bar.boundingBox()
      const sectionsBox = await page
        .getByRole('navigation', { name: 'Portal sections' })
        .boundingBox()
      expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeLessThanOrEqual(
        (sectionsBox?.y ?? 0) + 1,
      )
      await bar.getByRole('button', { name: 'Set category' }).tap()
      await bar.getByLabel('New category').selectOption('Kitchen Renovation')
      await screenshot(page, 'media-library-bulk-390', { fullPage: false })
      const axe = await new AxeBuilder({ page }).include('main').analyze()
      expect(axe.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([])

      await bar.getByRole('button', { name: 'Apply' }).tap()
      await page.getByText('20 items moved to Kitchen Renovation').waitFor()
      await library.getByText('No photos or videos match.').waitFor()

      const listed = (await (await page.request.get(kitchen)).json()) as { title: string }[]
      expect(listed.map((item) => item.title).sort()).toEqual([...phoneTitles].sort())
    })
  })
})
