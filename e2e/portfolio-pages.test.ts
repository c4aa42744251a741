import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, screenshot, viewports, waitForHydration, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { seedMedia } from './seed.js'
import { type Stack, startStack } from './stack.js'
import { mediaIdsByTitle, staffApi } from './staff-api.js'

const skipReason = inject('e2eSkipReason')
// Scrolling a wheel step at a time until the row has asked for its list and drawn it.
const settle = { timeout: 20_000 }

const story = 'The old board tripped every evening. We replaced it with a modern one.'

describe.skipIf(skipReason)(
  'a portfolio project page, as staff publish it and visitors see it',
  () => {
    let browser: Browser
    let stack: Stack
    let slug: string

    beforeAll(async () => {
      stack = await startStack({ nginx: true, name: 'e2e-portfolio' })
      const photo = {
        category: 'Solar & Electrical',
        width: 1600,
        height: 1200,
        widths: [400, 800, 1600],
      }
      await seedMedia(stack, [
        { ...photo, title: 'Old distribution board' },
        { ...photo, title: 'New distribution board' },
        { ...photo, title: 'Labelled circuits' },
      ])
      const ids = await mediaIdsByTitle(stack)
      const idOf = (title: string) => ids.get(title)
      const staff = await staffApi(stack)
      const created = await staff('/api/portfolio', 'POST', {
        title: 'New board in Randburg',
        summary: 'A tripping board replaced and certified.',
        description: story,
        area: 'Randburg',
        completedOn: '2026-03',
        category: 'Solar & Electrical',
        scope: ['Electrical Installations & Maintenance'],
        items: [
          idOf('Old distribution board'),
          idOf('New distribution board'),
          idOf('Labelled circuits'),
        ],
        coverId: idOf('New distribution board'),
        pairs: [
          { beforeId: idOf('Old distribution board'), afterId: idOf('New distribution board') },
        ],
        published: true,
      })
      expect(created.status, await created.clone().text()).toBe(201)
      slug = ((await created.json()) as { slug: string }).slug
      browser = await launchBrowser()
    })
    afterAll(() => stopBrowserStack({ stack, browser }))

    const slider = (page: Page) => page.getByRole('slider', { name: /^Before and after/ })
    const sliderValue = async (page: Page) =>
      Number(await slider(page).getAttribute('aria-valuenow'))

    /** Drags the divider to `fraction` of the box: a finger on a phone, a mouse on a desktop. */
    async function dragTo(page: Page, fraction: number, touch: boolean) {
      const box = await page.getByTestId('before-after').boundingBox()
      if (!box) throw new Error('the comparison has no box')
      const y = box.y + box.height / 2
      const from = { x: box.x + box.width / 2, y }
      const to = { x: box.x + box.width * fraction, y }
      if (touch) {
        const cdp = await page.context().newCDPSession(page)
        const touchAt = (
          type: 'touchStart' | 'touchMove' | 'touchEnd',
          point?: { x: number; y: number },
        ) =>
          cdp.send('Input.dispatchTouchEvent', {
            type,
            touchPoints: point ? [{ x: point.x, y: point.y }] : [],
          })
        await touchAt('touchStart', from)
        for (let step = 1; step <= 5; step++) {
          await touchAt('touchMove', { x: from.x + ((to.x - from.x) * step) / 5, y })
        }
        await touchAt('touchEnd')
      } else {
        await page.mouse.move(from.x, from.y)
        await page.mouse.down()
        await page.mouse.move(to.x, to.y, { steps: 5 })
        await page.mouse.up()
      }
    }

    for (const [name, viewport] of Object.entries(viewports)) {
      test(`at ${viewport.width} px: the story, the slider by keyboard and drag, the viewer, axe`, async () => {
        await withPage(browser, { baseURL: stack.baseURL, viewport }, async (page) => {
          const response = await page.goto(`/projects/${slug}`)
          expect(response?.status()).toBe(200)
          await waitForHydration(page)
          await expect
            .poll(() => page.getByRole('heading', { level: 1 }).textContent())
            .toBe('New board in Randburg')
          expect(await page.getByText(story).isVisible()).toBe(true)

          // The box keeps the photo's 4:3 before any byte of it arrives: nothing below moves.
          const box = await page.getByTestId('before-after').boundingBox()
          expect(box && Math.abs(box.height - (box.width * 3) / 4)).toBeLessThan(2)

          const handle = slider(page)
          expect(await handle.getAttribute('aria-valuetext')).toBe('50% before, 50% after')
          await handle.focus()
          await page.keyboard.press('ArrowRight')
          expect(await sliderValue(page)).toBe(55)
          await page.keyboard.press('PageDown')
          expect(await sliderValue(page)).toBe(35)
          await page.keyboard.press('End')
          expect(await sliderValue(page)).toBe(100)
          await page.keyboard.press('Home')
          expect(await sliderValue(page)).toBe(0)
          // The handle's ring shows where keyboard focus is.
          const ring = await handle
            .locator('span')
            .first()
            .evaluate((el) => getComputedStyle(el).outlineStyle)
          expect(ring).toBe('solid')
          await screenshot(page, `portfolio-slider-focus-${name}`, { fullPage: false })

          await dragTo(page, 0.25, viewport.width < 768)
          await expect.poll(() => sliderValue(page)).toBeGreaterThanOrEqual(22)
          expect(await sliderValue(page)).toBeLessThanOrEqual(28)

          const { violations } = await new AxeBuilder({ page }).analyze()
          expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([])
          await screenshot(page, `portfolio-page-${name}`)

          await page.getByRole('button', { name: 'Labelled circuits' }).click()
          const viewer = page.getByRole('dialog')
          await viewer.waitFor()
          expect(new URL(page.url()).searchParams.get('item')).toMatch(/^[0-9a-f-]{36}$/)
          await screenshot(page, `portfolio-viewer-${name}`, { fullPage: false })
          await page.keyboard.press('Escape')
          await viewer.waitFor({ state: 'hidden' })
        })
      })
    }

    test('on a phone the photos are fetched at the width they are drawn, not a card’s', async () => {
      await withPage(
        browser,
        { baseURL: stack.baseURL, viewport: viewports.phone, deviceScaleFactor: 2 },
        async (page) => {
          const copiesFetched: string[] = []
          page.on('request', (request) => {
            const { pathname } = new URL(request.url())
            if (pathname.startsWith('/media/derived/')) copiesFetched.push(pathname)
          })
          await page.goto(`/projects/${slug}`)
          await waitForHydration(page)
          const photos = page.getByRole('region', { name: 'Photos (3)' }).locator('img')
          await expect.poll(() => photos.count()).toBe(3)
          const pathOf = (img: HTMLImageElement) =>
            img.currentSrc ? new URL(img.currentSrc).pathname : ''
          const comparison = page.getByTestId('before-after').locator('img')
          const comparedPaths = () =>
            comparison.evaluateAll((imgs: HTMLImageElement[]) =>
              imgs.map((img) => (img.currentSrc ? new URL(img.currentSrc).pathname : '')),
            )
          await expect.poll(comparedPaths, { timeout: 10_000 }).not.toContain('')
          const compared = await comparedPaths()
          expect(compared).toHaveLength(2)
          for (const photo of await photos.all()) {
            await photo.scrollIntoViewIfNeeded()
            await expect.poll(() => photo.evaluate(pathOf), { timeout: 10_000 }).toMatch(/\.webp$/)
            const drawn = await photo.evaluate((img) => img.getBoundingClientRect().width)
            expect(drawn).toBeLessThan(200)
            // Two columns of 195 px at 2x: 390 device pixels, so the 400 px copy (the whole
            // screen's width, as for a card, would take the 800 px one). A photo the comparison
            // above already fetched larger is drawn from Chromium's memory instead: no bytes more.
            const shown = await photo.evaluate(pathOf)
            if (!compared.includes(shown)) expect(shown).toMatch(/\/w400\.webp$/)
          }
          // The photo outside the comparison, and nothing larger than 400 px but the comparison's.
          expect(await photos.and(page.getByAltText('Labelled circuits')).evaluate(pathOf)).toMatch(
            /\/w400\.webp$/,
          )
          const larger = copiesFetched.filter((copy) => !/\/w400\.webp$/.test(copy))
          expect(larger.filter((copy) => !compared.includes(copy))).toEqual([])
        },
      )
    })

    test('without JavaScript the page has the story, its head and the JSON-LD', async () => {
      await withPage(
        browser,
        { baseURL: stack.baseURL, viewport: viewports.phone, javaScriptEnabled: false },
        async (page) => {
          const response = await page.goto(`/projects/${slug}`)
          expect(response?.status()).toBe(200)
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
            'New board in Randburg',
          )
          expect(await page.getByText(story).isVisible()).toBe(true)
          expect(await page.title()).toMatch(/^New board in Randburg, Randburg \| /)
          expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
            `${stack.baseURL}/projects/${slug}`,
          )
          expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
            new RegExp(`^${stack.baseURL}/media/`),
          )
          const jsonLd = JSON.parse(
            (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
          )
          expect(jsonLd).toMatchObject({ '@type': 'CreativeWork', name: 'New board in Randburg' })
          expect(jsonLd.image).toHaveLength(3)
        },
      )
    })

    test('the home page shows the latest published projects, each leading to its page', async () => {
      await withPage(
        browser,
        { baseURL: stack.baseURL, viewport: viewports.phone },
        async (page) => {
          await page.goto('/')
          await waitForHydration(page)
          const row = page.getByRole('region', { name: 'Recent projects, start to finish' })
          // The row asks for its list as its place comes near the screen: the visitor scrolls.
          await expect
            .poll(async () => {
              await page.mouse.wheel(0, 600)
              return row.count()
            }, settle)
            .toBe(1)
          await row.getByRole('link', { name: 'New board in Randburg' }).click()
          await page.waitForURL(`**/projects/${slug}`)
          await expect
            .poll(() => page.getByRole('heading', { level: 1 }).textContent())
            .toBe('New board in Randburg')
        },
      )
    })

    test('the gallery leads to whole jobs, and a job to its page', async () => {
      await withPage(
        browser,
        { baseURL: stack.baseURL, viewport: viewports.phone },
        async (page) => {
          await page.goto('/gallery')
          await waitForHydration(page)
          await page.getByRole('link', { name: 'Whole jobs, start to finish' }).click()
          await page.waitForURL('**/projects')
          await page.getByRole('link', { name: 'New board in Randburg' }).click()
          await page.waitForURL(`**/projects/${slug}`)
          await expect
            .poll(() => page.getByRole('heading', { level: 1 }).textContent())
            .toBe('New board in Randburg')
        },
      )
    })

    test('the projects list leads to the page, and the quote link carries the project', async () => {
      await withPage(
        browser,
        { baseURL: stack.baseURL, viewport: viewports.desktop },
        async (page) => {
          // The home page features the latest published projects, linking to the list.
          await page.goto('/')
          await waitForHydration(page)
          // The row asks for its list as its place comes near the screen: the visitor scrolls.
          const featured = page.getByRole('link', { name: 'New board in Randburg' })
          await expect
            .poll(async () => {
              await page.mouse.wheel(0, 600)
              return featured.count()
            }, settle)
            .toBeGreaterThan(0)
          await page.getByRole('link', { name: 'See all projects' }).click()
          await page.waitForURL('**/projects')
          await waitForHydration(page)
          const { violations } = await new AxeBuilder({ page }).analyze()
          expect(violations.map((v) => `${v.id}: ${v.nodes[0]?.html}`)).toEqual([])
          await page.getByRole('link', { name: 'Solar & Electrical', exact: true }).click()
          await page.waitForURL('**/projects?category=*')
          expect(
            await page
              .getByRole('link', { name: 'Solar & Electrical', exact: true })
              .getAttribute('aria-current'),
          ).toBe('page')
          await screenshot(page, 'portfolio-list-desktop')
          await page.getByRole('link', { name: 'New board in Randburg' }).click()
          await page.waitForURL(`**/projects/${slug}`)
          await waitForHydration(page)
          await page.getByRole('link', { name: 'Get a quote for something similar' }).click()
          await page.waitForURL(`**/contact?project=${slug}`)
          const message = page.getByLabel('Message')
          await expect.poll(() => message.inputValue()).toContain('"New board in Randburg"')
          // The service chosen by its key, shown by its name (decision 053).
          const service = page.getByLabel('Service needed')
          expect(await service.inputValue()).toBe('electrical')
          expect(await service.locator('option:checked').innerText()).toBe(
            'Electrical Installations & Maintenance',
          )
        },
      )
      // An unknown project is the real 404 page, through nginx and from the API itself.
      for (const base of [stack.baseURL, stack.apiURL]) {
        const missing = await fetch(`${base}/projects/no-such-project`)
        expect(missing.status).toBe(404)
        expect(await missing.text()).toContain('Oops! Page not found')
      }
    })
  },
)
