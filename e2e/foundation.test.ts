import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { entryScriptOf } from '../client/scripts/page-scripts.js'
import { launchBrowser, screenshot, viewports, withPage } from './browser.js'
import { serverErrors } from './stack.js'

const skipReason = inject('e2eSkipReason')
const baseURL = inject('baseURL')
const HEADLINE = 'Professional Electrical Services & General Maintenance'
const HEADER_LINKS = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Gallery', '/gallery'],
  ['About', '/about'],
  ['Contact', '/contact'],
] as const

describe.skipIf(skipReason)('the production build through nginx', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })

  afterAll(async () => {
    await browser?.close()
    expect(await serverErrors(inject('apiLogPath')), 'errors in the API log').toEqual([])
  })

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`home page renders at ${viewport.width} px`, async () => {
      await withPage(browser, { baseURL, viewport }, async (page) => {
        const response = await page.goto('/')
        expect(response?.status()).toBe(200)
        await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor()
        // The section asks for its list as it comes near the screen; the database is empty, so it
        // settles on its empty state.
        await page.getByRole('heading', { name: 'Our Recent Projects' }).scrollIntoViewIfNeeded()
        await page.getByText('No projects uploaded yet.').waitFor()
        // Back at the top, where the phone's header shows again.
        await page.evaluate(() => window.scrollTo(0, 0))
        await screenshot(page, `home-${name}-${viewport.width}`)
        await expectHeaderLinks(page)
      })
    })
  }

  test('home page has no serious or critical accessibility violations', async () => {
    for (const viewport of Object.values(viewports)) {
      await withPage(browser, { baseURL, viewport }, async (page) => {
        await page.goto('/')
        await page.getByRole('heading', { name: 'Our Recent Projects' }).scrollIntoViewIfNeeded()
        await page.getByText('No projects uploaded yet.').waitFor()
        const { violations } = await new AxeBuilder({ page }).analyze()
        const serious = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}): ${n.html}`))
        expect(serious, `axe at ${viewport.width} px`).toEqual([])
      })
    }
  })

  test('an unknown path shows the not-found page with a link home', async () => {
    const viewport = viewports.desktop
    // The 404 page comes with status 404, which Chromium logs.
    const allowConsole = [/status of 404/]
    await withPage(browser, { baseURL, viewport, allowConsole }, async (page) => {
      await page.goto('/no-such-page')
      await page.getByText('Oops! Page not found').waitFor()
      const home = page.getByRole('main').locator('a[href="/"]').first()
      await home.click()
      await page.waitForURL(`${baseURL}/`)
      await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor()
    })
  })

  test('GET /api/projects responds with an empty JSON array', async () => {
    const res = await fetch(`${baseURL}/api/projects`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual([])
  })

  test('GET /api/health responds with 200', async () => {
    const res = await fetch(`${baseURL}/api/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'ok' })
  })

  test('hashed assets are immutable, HTML is revalidated, security headers are set', async () => {
    const html = await fetch(`${baseURL}/`)
    expect(html.status).toBe(200)
    expect(html.headers.get('cache-control')).toBe('no-cache')
    expect(html.headers.get('x-content-type-options')).toBe('nosniff')
    expect(html.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(html.headers.get('x-frame-options')).toBe('DENY')

    const script = entryScriptOf(await html.text())
    expect(script, 'the page names its hashed entry script').toMatch(/^\/assets\/.+\.js$/)
    const asset = await fetch(`${baseURL}${script}`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toMatch(/javascript/)
    expect(asset.headers.get('content-encoding')).toBe('gzip')

    // A missing hashed file is a 404, never the HTML shell under a script's name.
    const missing = await fetch(`${baseURL}/assets/no-such-file-abc123.js`)
    expect(missing.status).toBe(404)
  })
})

/** The five header links exist with their paths; on a phone they may sit behind a menu button. */
async function expectHeaderLinks(page: Page): Promise<void> {
  const header = page.getByRole('banner')
  const first = header.getByRole('link', { name: HEADER_LINKS[1][0], exact: true })
  if (!(await first.isVisible())) {
    await header.getByRole('button', { name: /menu/i }).click()
  }
  for (const [name, href] of HEADER_LINKS) {
    const link = page.getByRole('link', { name, exact: true }).first()
    await link.waitFor()
    expect(await link.getAttribute('href'), `${name} link`).toBe(href)
  }
}
