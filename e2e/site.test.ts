import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, screenshot, viewports, waitForHydration, withPage } from './browser.js'

const skipReason = inject('e2eSkipReason')
const baseURL = inject('baseURL')

/** The header's background alpha and its vertical offset (negative when slid away). */
async function headerLook(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const style = getComputedStyle(header)
    const alpha = style.backgroundColor.match(/[\d.]+(?=\))/)?.[0]
    const opaque = style.backgroundColor.startsWith('rgb(') || Number(alpha) === 1
    return { alpha: opaque ? 1 : Number(alpha), top: header.getBoundingClientRect().top }
  })
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((to) => window.scrollTo(0, to), y)
}

describe.skipIf(skipReason)('shared header and every route', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  test('the header grows opaque past 50 px, hides scrolling down past 150 px, returns on scroll up', async () => {
    await withPage(browser, { baseURL, viewport: viewports.desktop }, async (page) => {
      await page.goto('/')
      await waitForHydration(page)
      const top = await headerLook(page)
      expect(top.top).toBe(0)
      expect(top.alpha).toBeLessThan(1)

      // Each look is polled until the header's transition has ended in it.
      await scrollTo(page, 100)
      await expect.poll(() => headerLook(page)).toEqual({ alpha: 1, top: 0 })

      await scrollTo(page, 600)
      await expect.poll(async () => (await headerLook(page)).top).toBeLessThan(0)

      await scrollTo(page, 500)
      await expect.poll(async () => (await headerLook(page)).top).toBe(0)

      await scrollTo(page, 0)
      await expect.poll(() => headerLook(page)).toEqual(top)
    })
  })

  test('with reduced motion asked for, the header moves without animation', async () => {
    await withPage(browser, { baseURL, viewport: viewports.phone }, async (page) => {
      const duration = () =>
        page.getByRole('banner').evaluate((header) => getComputedStyle(header).transitionDuration)
      await page.goto('/')
      expect(await duration()).toBe('0.3s')
      await page.emulateMedia({ reducedMotion: 'reduce' })
      expect(Number.parseFloat(await duration())).toBeLessThan(0.001)
    })
  })

  const routes = [
    ['/services', 'Our Services'],
    ['/admin-portal', 'Admin Portal'],
    ['/no-such-page', 'Oops! Page not found'],
  ] as const

  for (const [path, h1] of routes) {
    for (const [name, viewport] of Object.entries(viewports)) {
      test(`${path} at ${viewport.width} px has its h1 and no serious accessibility violations`, async () => {
        const allowConsole = path === '/no-such-page' ? [/status of 404/] : []
        await withPage(browser, { baseURL, viewport, allowConsole }, async (page) => {
          await page.goto(path)
          await page.getByRole('heading', { level: 1, name: h1 }).waitFor()
          await screenshot(page, `${path.slice(1) || 'home'}-${name}-${viewport.width}`)
          const { violations } = await new AxeBuilder({ page }).analyze()
          const serious = violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
          expect(serious).toEqual([])
        })
      })
    }
  }
})
