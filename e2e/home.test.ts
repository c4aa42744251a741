import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, screenshot, viewports, waitForHydration, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { seedMedia } from './seed.js'
import { type Stack, startStack } from './stack.js'

const skipReason = inject('e2eSkipReason')

const categories = ['Building', 'Solar & Electrical', 'Maintenance', 'Kitchen Renovation']
// Ten projects: more than the eight a visitor sees, so the random choice shows.
const seeded = Array.from({ length: 10 }, (_, i) => ({
  title: `Seeded project ${i + 1}`,
  description: `What was done on project ${i + 1}.`,
  category: categories[i % categories.length] as string,
  createdAt: new Date(Date.UTC(2026, 0, i + 1)),
}))

const cardTitles = (page: Page) =>
  page
    .getByRole('region', { name: 'Our Recent Projects' })
    .getByRole('listitem')
    .getByRole('heading')
    .allTextContents()

describe.skipIf(skipReason)('the home page with real media in the store', () => {
  let browser: Browser
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-home' })
    await seedMedia(stack, seeded)
    browser = await launchBrowser()
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  const open = (
    viewport: { width: number; height: number },
    use: (page: Page) => Promise<void>,
    allowConsole: RegExp[] = [],
  ) => withPage(browser, { baseURL: stack.baseURL, viewport, allowConsole }, use)

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`recent projects show 8 of the 10 at ${viewport.width} px, with no accessibility violations`, async () => {
      await open(viewport, async (page) => {
        await page.goto('/')
        await waitForHydration(page)
        const section = page.getByRole('region', { name: 'Our Recent Projects' })
        // The list and its cards are asked for as the section comes near the screen.
        await section.scrollIntoViewIfNeeded()
        await section.getByRole('listitem').nth(7).waitFor()
        const titles = await cardTitles(page)
        expect(titles).toHaveLength(8)
        expect(new Set(titles).size).toBe(8)
        for (const title of titles) expect(seeded.map((item) => item.title)).toContain(title)
        expect(
          await section.getByRole('link', { name: 'View All Categories' }).getAttribute('href'),
        ).toBe('/gallery')

        await section.scrollIntoViewIfNeeded()
        await section.locator('img').last().scrollIntoViewIfNeeded()
        await screenshot(page, `home-projects-${name}-${viewport.width}`)
        const axe = await new AxeBuilder({ page }).analyze()
        const serious = axe.violations.filter((v) =>
          ['serious', 'critical'].includes(v.impact ?? ''),
        )
        expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([])
      })
    })
  }

  test('every 180000 ms the list is fetched again and a new random 8 is drawn', async () => {
    await open(viewports.desktop, async (page) => {
      // The page's own (fake) clock at each projects request: the interval starts with the first.
      await page.addInitScript(() => {
        const times: number[] = []
        Object.assign(window, { projectFetchTimes: times })
        const realFetch = window.fetch.bind(window)
        window.fetch = (input, init) => {
          if (String(input).startsWith('/api/projects')) times.push(Date.now())
          return realFetch(input, init)
        }
      })
      const fetchTimes = () =>
        page.evaluate(
          () => (window as unknown as { projectFetchTimes: number[] }).projectFetchTimes,
        )

      await page.clock.install()
      await page.goto('/')
      await waitForHydration(page)
      const section = page.getByRole('region', { name: 'Our Recent Projects' })
      await section.scrollIntoViewIfNeeded()
      await section.getByRole('listitem').nth(7).waitFor()
      const before = await cardTitles(page)
      const [first] = await fetchTimes()
      expect((await fetchTimes()).length).toBe(1)

      await page.clock.pauseAt(Number(first) + 180_000 - 250)
      // Every timer due before three minutes runs: none of them asks again.
      await page.clock.runFor(200)
      expect((await fetchTimes()).length).toBe(1)
      await page.clock.fastForward(500)
      // Running again: the query library hands results to React through timers of its own.
      await page.clock.resume()
      await expect.poll(async () => (await fetchTimes()).length).toBe(2)
      // 10!/2! ordered choices: the same eight in the same order would be a one-in-1.8-million draw.
      await expect.poll(() => cardTitles(page)).not.toEqual(before)
      expect(await cardTitles(page)).toHaveLength(8)
    })
  })

  test('a visitor who scrolls before the scripts have run keeps their place once the page hydrates', async () => {
    await open(viewports.phone, async (page) => {
      // The recent projects ask for their list only near the screen: the request shows that the
      // page, hydrated, still stood where the visitor had scrolled.
      const listAsked = page.waitForResponse((response) =>
        response.url().includes('/api/projects?sample='),
      )
      await page.goto('/', { waitUntil: 'domcontentloaded' })
      const scrolledTo = await page.evaluate(() => {
        const heading = Array.from(document.querySelectorAll('h2')).find(
          (h2) => h2.textContent === 'Our Recent Projects',
        )
        window.scrollTo(0, (heading?.getBoundingClientRect().top ?? 0) + window.scrollY - 100)
        return window.scrollY
      })
      expect(scrolledTo).toBeGreaterThan(0)
      await waitForHydration(page)
      await listAsked
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolledTo)
    })
  })

  test('a card opens the viewer; its link reopens it after a reload; back closes it', async () => {
    await open(viewports.phone, async (page) => {
      await page.goto('/')
      await waitForHydration(page)
      const section = page.getByRole('region', { name: 'Our Recent Projects' })
      await section.scrollIntoViewIfNeeded()
      const [title] = await (async () => {
        await section.getByRole('listitem').nth(7).waitFor()
        return cardTitles(page)
      })()
      await section.getByRole('button', { name: title, exact: true }).click()
      await page.getByRole('dialog', { name: title, exact: true }).getByText('1 of 8').waitFor()
      const link = page.url()
      expect(new URL(link).searchParams.get('item')).toMatch(/^[0-9a-f-]{36}$/)

      await page.goBack()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      expect(new URL(page.url()).search).toBe('')

      // A new random eight may not hold the shared project; the viewer still opens at it.
      await page.goto(link)
      await page.getByRole('dialog', { name: title, exact: true }).waitFor()
    })
  })

  test('a part of the site that fails to download shows "Unexpected Application Error!"', async () => {
    // The viewer's own chunk only: `lazy-media-viewer-….js`, which the list itself needs, must
    // load (it did not when a slow run fetched it after this route was set).
    const failedChunk = /\/assets\/media-viewer-[\w-]+\.js/
    await open(
      viewports.desktop,
      async (page) => {
        await page.goto('/')
        await waitForHydration(page)
        await page.route(failedChunk, (route) => route.abort('internetdisconnected'))
        const section = page.getByRole('region', { name: 'Our Recent Projects' })
        await section.scrollIntoViewIfNeeded()
        await section.getByRole('listitem').first().waitFor()
        await section.getByRole('listitem').first().getByRole('button').click()

        const alert = page.getByRole('alert')
        await alert
          .getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })
          .waitFor()
        expect(await alert.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe(
          '/',
        )
        // The header stays, so the visitor can go anywhere else.
        await page.getByRole('banner').getByRole('link', { name: 'Gallery', exact: true }).waitFor()
        await screenshot(page, 'error-page-1440')

        // Once the connection is back, "Try again" loads the page afresh and the viewer opens.
        await page.unroute(failedChunk)
        await alert.getByRole('button', { name: 'Try again' }).click()
        await page.getByRole('dialog').waitFor()
      },
      [failedChunk, /Failed to fetch dynamically imported module/],
    )
  })
})
