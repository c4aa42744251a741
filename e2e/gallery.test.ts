import { AxeBuilder } from '@axe-core/playwright'
import { defaultCategories } from '@site/contract/categories'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, screenshot, viewports, waitForHydration, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { seedMedia } from './seed.js'
import { type Stack, startStack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')

const searchOf = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)
const longText = `Complete kitchen rewire ${'and more '.repeat(250)}`.slice(0, 2000)

describe.skipIf(skipReason)('the gallery with real media in the store', () => {
  let browser: Browser
  let stack: Stack

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-gallery' })
    await seedMedia(stack, [
      {
        title: 'New kitchen circuits',
        description: 'Dedicated circuits for the oven and hob.',
        category: 'Kitchen Renovation',
        createdAt: new Date('2026-03-01'),
      },
      {
        title: longText,
        description: longText,
        category: 'Kitchen Renovation',
        createdAt: new Date('2026-02-01'),
      },
      {
        title: 'Missing photo',
        category: 'Kitchen Renovation',
        bytes: null,
        createdAt: new Date('2026-01-01'),
      },
      {
        title: '<b>Borehole</b> pump',
        category: 'General',
        fileType: 'video',
        bytes: Buffer.from('not a video'),
      },
    ])
    browser = await launchBrowser()
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  // "Missing photo" has no object in the store on purpose: the browser logs its 404.
  // A shared link to an item no longer listed is looked up by id: the browser logs that 404 too.
  const allowConsole = [
    /status of 404 .*\/media\/derived\//,
    /status of 404 .*\/api\/projects\/[0-9a-f-]{36}\)$/,
  ]
  const open = (viewport: { width: number; height: number }, use: (page: Page) => Promise<void>) =>
    withPage(browser, { baseURL: stack.baseURL, viewport, allowConsole }, use)

  test('lists the categories, General once it holds items, each with View Projects', async () => {
    await open(viewports.desktop, async (page) => {
      await page.goto('/gallery')
      await page.getByRole('heading', { name: 'Project Categories' }).waitFor()
      expect(await page.getByText('Files are categorised automatically').count()).toBe(1)
      const cards = page.getByRole('main').getByRole('link', { name: /View Projects/ })
      await cards.nth(8).waitFor()
      const names = await cards.allInnerTexts()
      expect(names.map((text) => text.split('\n')[0])).toEqual([...defaultCategories, 'General'])
      expect(names[7]).toContain('All video content')
      await screenshot(page, 'gallery-categories-1440')
    })
  })

  test('on a phone, WhatsApp names the page, and the project open in the viewer', async () => {
    await open(viewports.phone, async (page) => {
      await page.goto('/gallery?category=Kitchen%20Renovation')
      await waitForHydration(page)
      const textOf = async (link: Locator) =>
        new URL((await link.getAttribute('href')) ?? '').searchParams.get('text')
      const bar = page.getByRole('navigation', { name: 'Contact us' })
      const whatsApp = bar.getByRole('link', { name: 'WhatsApp' })
      expect(await textOf(whatsApp)).toBe(
        'Hi, I saw your Gallery page on your website and would like a quote.',
      )
      expect(await whatsApp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/27825550100\?/)
      expect(await bar.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe(
        'tel:+27123456789',
      )
      // Within thumb reach: the bar sits on the bottom edge of the screen.
      const box = await bar.boundingBox()
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewports.phone.height)
      // At the end of the page the footer's last line is above the bar, not under it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      const lastLine = page.getByText(/All rights reserved/)
      const line = await lastLine.boundingBox()
      expect((line?.y ?? 0) + (line?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0)
      await screenshot(page, 'reach-us-bar-390', { fullPage: false })

      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('button', { name: 'New kitchen circuits' }).click()
      const dialog = page.getByRole('dialog', { name: 'New kitchen circuits' })
      const ask = dialog.getByRole('link', { name: 'Ask about this on WhatsApp' })
      expect(await textOf(ask)).toBe(
        "Hi, I saw 'New kitchen circuits' on your website and would like a quote for something similar.",
      )
      await screenshot(page, 'viewer-ask-390', { fullPage: false })
    })
  })

  test("tapping the bar's WhatsApp and Call at 390 px counts on the staff dashboard", async () => {
    await open(viewports.phone, async (staff) => {
      await logInAsStaff(staff, stack, '/admin-portal/dashboard')
      const dashboard = staff.getByRole('region', { name: 'How the website is doing' })
      const thisWeek = dashboard.getByRole('region', { name: 'This week' })
      const shown = async () => {
        const figure = (label: string) =>
          thisWeek.getByText(label, { exact: true }).locator('xpath=following-sibling::dd')
        return {
          whatsapp: Number(await figure('WhatsApp taps').textContent()),
          call: Number(await figure('Call taps').textContent()),
        }
      }
      await thisWeek.waitFor()
      const before = await shown()

      await open(viewports.phone, async (visitor) => {
        // Nothing leaves the machine: the taps are counted, then WhatsApp and the phone app are
        // not opened (a listener on the window runs after the page's own).
        await visitor.context().route('https://wa.me/**', (route) => route.abort())
        await visitor.addInitScript(() => {
          window.addEventListener('click', (event) => {
            const link = (event.target as Element).closest(
              'a[href^="tel:"], a[href^="https://wa.me/"]',
            )
            if (link) event.preventDefault()
          })
        })
        await visitor.goto('/gallery')
        await waitForHydration(visitor)
        const bar = visitor.getByRole('navigation', { name: 'Contact us' })
        for (const name of ['WhatsApp', 'Call']) {
          const counted = visitor.waitForResponse((response) =>
            response.url().endsWith('/api/contact-taps'),
          )
          await bar.getByRole('link', { name }).tap()
          expect((await counted).status()).toBe(204)
        }
      })

      await dashboard.getByRole('button', { name: 'Refresh' }).click()
      await expect.poll(shown).toEqual({ whatsapp: before.whatsapp + 1, call: before.call + 1 })
      const table = dashboard.getByRole('table', { name: 'The last 12 weeks, newest first' })
      await table.scrollIntoViewIfNeeded()
      // Readable on the phone: the table fits the screen, nothing scrolls sideways.
      const widths = await table.evaluate((element) => ({
        table: element.scrollWidth,
        screen: document.documentElement.clientWidth,
      }))
      expect(widths.table).toBeLessThanOrEqual(widths.screen)
      await screenshot(staff, 'dashboard-390', { fullPage: false })
      const { violations } = await new AxeBuilder({ page: staff }).include('main').analyze()
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.html}`)).toEqual([])
      await thisWeek.scrollIntoViewIfNeeded()
      await screenshot(staff, 'dashboard-this-week-390', { fullPage: false })
    })
  })

  test('choosing a category shows its projects, in the URL, with Back and browser back', async () => {
    await open(viewports.phone, async (page) => {
      await page.goto('/gallery')
      await waitForHydration(page)
      await page.getByRole('link', { name: /^Kitchen Renovation/ }).click()
      await page.waitForURL(/\/gallery\?category=Kitchen(\+|%20)Renovation$/)
      await page.getByRole('heading', { level: 2, name: 'Kitchen Renovation' }).waitFor()
      await page.getByRole('button', { name: 'New kitchen circuits' }).waitFor()
      // The missing file shows a placeholder naming its category; HTML in titles stays text.
      await page.getByRole('button', { name: 'Missing photo' }).waitFor()
      const missing = page.getByRole('listitem').filter({ hasText: 'Missing photo' })
      await missing.scrollIntoViewIfNeeded()
      // Lazy images load when they come into view: then the badge and the placeholder name it.
      await missing.getByText('Kitchen Renovation').nth(1).waitFor()
      // The 2,000-character title is clamped to two lines.
      const longCard = page.getByRole('listitem').filter({ hasText: 'Complete kitchen rewire' })
      expect((await longCard.locator('h3').boundingBox())?.height).toBeLessThan(60)
      // A 2,000-character title is clamped: the page does not grow sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
      await screenshot(page, 'gallery-kitchen-390')

      await page.getByRole('link', { name: 'Back to Categories' }).click()
      await page.getByRole('heading', { name: 'Project Categories' }).waitFor()
      await page.goBack()
      await page.getByRole('heading', { level: 2, name: 'Kitchen Renovation' }).waitFor()
    })
  })

  test('a long category loads 24 at a time as the visitor scrolls, and by keyboard', async () => {
    // 50 items: two pages and a short third.
    const solar = Array.from({ length: 50 }, (_, i) => ({
      title: `Solar job ${String(50 - i).padStart(2, '0')}`,
      category: 'Solar & Electrical',
      createdAt: new Date(Date.UTC(2025, 0, 1, 0, 50 - i)),
    }))
    await seedMedia(stack, solar)
    const cards = (page: Page) => page.locator('main ul > li h3')
    await open(viewports.phone, async (page) => {
      const pageRequests: string[] = []
      page.on('request', (request) => {
        const url = new URL(request.url())
        if (url.pathname === '/api/projects') pageRequests.push(url.search)
      })
      await page.goto('/gallery?category=Solar%20%26%20Electrical')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Solar job 50' }).waitFor()
      expect(await cards(page).count()).toBe(24)
      // Scrolling towards the end brings the next page before the visitor reaches it.
      await cards(page).nth(23).scrollIntoViewIfNeeded()
      await expect.poll(() => cards(page).count()).toBe(48)
      await cards(page).nth(47).scrollIntoViewIfNeeded()
      await expect.poll(() => cards(page).count()).toBe(50)
      const titles = await cards(page).allTextContents()
      expect(titles).toEqual(solar.map((item) => item.title))
      // The first page came with the page itself (rendered by the API, decision 036).
      expect(pageRequests).toEqual([
        '?category=Solar+%26+Electrical&limit=24&offset=24',
        '?category=Solar+%26+Electrical&limit=24&offset=48',
      ])
      // The end: no button, nothing more asked for.
      await page.getByRole('button', { name: 'Show more projects' }).waitFor({ state: 'detached' })
      await screenshot(page, 'gallery-long-category-end-390')
    })

    // With the keyboard, in a browser without IntersectionObserver (nothing loads by itself):
    // the button after the last card loads the next page and focus moves to its first card.
    await open(viewports.desktop, async (page) => {
      await page.addInitScript(() => {
        Reflect.deleteProperty(window, 'IntersectionObserver')
      })
      await page.goto('/gallery?category=Solar%20%26%20Electrical')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Solar job 27' }).waitFor()
      const more = page.getByRole('button', { name: 'Show more projects' })
      await more.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => cards(page).count()).toBe(48)
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Solar job 26')
    })

    // In the viewer, stepping past the last loaded item brings the next page.
    await open(viewports.desktop, async (page) => {
      await page.addInitScript(() => {
        Reflect.deleteProperty(window, 'IntersectionObserver')
      })
      await page.goto('/gallery?category=Solar%20%26%20Electrical')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Solar job 27' }).click()
      const viewer = page.getByRole('dialog', { name: 'Solar job 27' })
      await viewer.getByText('24 of 48').waitFor()
      await viewer.getByRole('button', { name: 'Next' }).click()
      await page.getByRole('dialog', { name: 'Solar job 26' }).getByText('25 of 48').waitFor()
    })
  })

  test('a shared category link shows its photos without JavaScript, and hydrates to the same page without asking again', async () => {
    const url = '/gallery?category=Kitchen%20Renovation'
    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.phone, javaScriptEnabled: false, allowConsole },
      async (page) => {
        await page.goto(url)
        expect(await page.title()).toMatch(/^Kitchen Renovation \| Project Gallery \| /)
        await page.getByRole('heading', { name: 'Kitchen Renovation' }).waitFor()
        await page.getByRole('button', { name: 'New kitchen circuits' }).waitFor()
        expect(await page.locator('main img').count()).toBeGreaterThan(0)
        expect(await page.getByText('Project Categories').count()).toBe(0)
      },
    )
    // A hydration that drew something else would log React's mismatch error (withPage fails).
    await open(viewports.phone, async (page) => {
      const asked: string[] = []
      page.on('request', (request) => {
        const { pathname } = new URL(request.url())
        if (pathname.startsWith('/api/')) asked.push(pathname)
      })
      const served = await page.goto(url)
      expect(await served?.headerValue('content-security-policy')).toMatch(/'sha256-/)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'New kitchen circuits' }).click()
      await page.getByRole('dialog', { name: 'New kitchen circuits' }).waitFor()
      expect(asked.filter((path) => path === '/api/projects')).toEqual([])
    })
  })

  test('a shared link opens the category; Videos lists every video', async () => {
    await open(viewports.desktop, async (page) => {
      await page.goto('/gallery?category=Videos')
      await page.getByText('All video content in one place').waitFor()
      const video = page.getByRole('button', { name: '<b>Borehole</b> pump' })
      await video.waitFor()
      expect(await page.locator('main b').count()).toBe(0)
    })
  })

  // Issue 32: any text was a page of its own (a phishing page on the company's domain).
  test('a name that is not a category is the 404 page, through nginx and from the API', async () => {
    const url = `/gallery?category=${encodeURIComponent('Site closed - pay deposits to FNB')}`
    for (const base of [stack.baseURL, stack.apiURL]) {
      const missing = await fetch(`${base}${url}`)
      expect(missing.status, base).toBe(404)
      const html = await missing.text()
      expect(html, base).toContain('Oops! Page not found')
      expect(html, base).toContain('<meta name="robots" content="noindex, nofollow"/>')
      expect(html, base).not.toContain('FNB')
      // Another spelling of a category is sent to its own page.
      const moved = await fetch(`${base}/gallery?category=kitchen%20renovation`, {
        redirect: 'manual',
      })
      expect(moved.status, base).toBe(301)
      expect(moved.headers.get('location'), base).toMatch(
        /\/gallery\?category=Kitchen\+Renovation$/,
      )
    }
    // The browser logs the page's own 404.
    const pageMissing = [...allowConsole, /status of 404 .*\/gallery\?category=/]
    const options = {
      baseURL: stack.baseURL,
      viewport: viewports.desktop,
      allowConsole: pageMissing,
    }
    await withPage(browser, options, async (page) => {
      await page.goto(url)
      await waitForHydration(page)
      await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor()
      expect(await page.getByText('FNB').count()).toBe(0)
    })
  })

  test('clicking Gallery in the header returns to the category list (resetGalleryCategory)', async () => {
    await open(viewports.desktop, async (page) => {
      await page.goto('/gallery?category=Kitchen%20Renovation')
      await waitForHydration(page)
      await page.getByRole('heading', { level: 2, name: 'Kitchen Renovation' }).waitFor()
      await page.getByRole('banner').getByRole('link', { name: 'Gallery', exact: true }).click()
      await page.getByRole('heading', { name: 'Project Categories' }).waitFor()
      expect(new URL(page.url()).search).toBe('')
    })
  })

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`the viewer opens at the clicked item and steps, zooms and closes (${viewport.width} px)`, async () => {
      await open(viewport, async (page) => {
        await page.goto('/gallery?category=Kitchen%20Renovation')
        await waitForHydration(page)
        const card = page.getByRole('button', { name: 'New kitchen circuits' })
        await card.click()
        const dialog = page.getByRole('dialog', { name: 'New kitchen circuits' })
        await dialog.waitFor()
        await dialog.getByText('1 of 3').waitFor()
        expect(await dialog.getByRole('button', { name: 'Previous' }).count()).toBe(0)
        await dialog.getByRole('img', { name: 'New kitchen circuits' }).waitFor()
        // The hint for the visitor's pointer: a phone (touch) has no mouse wheel.
        const hints = {
          mouse: dialog.getByText('Mouse wheel to zoom, click and drag to pan when zoomed'),
          touch: dialog.getByText('Pinch to zoom, drag to pan when zoomed, swipe for the next one'),
        }
        const touch = viewport.width < 768
        expect(await hints.touch.isVisible()).toBe(touch)
        expect(await hints.mouse.isVisible()).toBe(!touch)

        await dialog.getByRole('button', { name: 'Zoom in' }).click()
        await dialog.getByText('125%').waitFor()
        await dialog.getByRole('button', { name: 'Reset zoom' }).click()
        await dialog.getByText('100%').waitFor()
        await screenshot(page, `viewer-${name}-${viewport.width}`)

        await dialog.getByRole('button', { name: 'Next' }).click()
        // The dialog is named after the item it shows.
        await page
          .getByRole('dialog', { name: /^Complete kitchen rewire/ })
          .getByText('2 of 3')
          .waitFor()
        await page.keyboard.press('ArrowRight')
        await page.getByRole('dialog', { name: 'Missing photo' }).getByText('3 of 3').waitFor()
        expect(await page.getByRole('button', { name: 'Next' }).count()).toBe(0)
        await page.keyboard.press('ArrowRight')
        await page.getByRole('dialog').getByText('3 of 3').waitFor()

        await page.keyboard.press('Escape')
        await page.getByRole('dialog').waitFor({ state: 'detached' })
        expect(await card.evaluate((button) => button === document.activeElement)).toBe(true)
      })
    })
  }

  test('in the viewer the wheel zooms by 10 %, drag pans above 100 %, the buttons stop at 25 % and 400 %', async () => {
    await open(viewports.desktop, async (page) => {
      await page.goto('/gallery?category=Kitchen%20Renovation')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'New kitchen circuits' }).click()
      const dialog = page.getByRole('dialog', { name: 'New kitchen circuits' })
      const image = dialog.getByRole('img', { name: 'New kitchen circuits' })
      await image.waitFor()
      const transform = () => image.evaluate((img) => img.style.transform)
      const box = await image.boundingBox()
      if (!box) throw new Error('the image has no box')
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 }

      await page.mouse.move(centre.x, centre.y)
      await page.mouse.wheel(0, -100)
      await dialog.getByText('110%').waitFor()
      await page.mouse.wheel(0, 100)
      await dialog.getByText('99%').waitFor()

      // At or below 100 % a drag does not move the picture.
      await page.mouse.down()
      await page.mouse.move(centre.x + 80, centre.y + 40, { steps: 4 })
      await page.mouse.up()
      expect(await transform()).toContain('translate(0px, 0px)')

      await dialog.getByRole('button', { name: 'Reset zoom' }).click()
      await dialog.getByRole('button', { name: 'Zoom in' }).click()
      await dialog.getByText('125%').waitFor()
      await page.mouse.move(centre.x, centre.y)
      await page.mouse.down()
      await page.mouse.move(centre.x + 80, centre.y + 40, { steps: 4 })
      await page.mouse.up()
      expect(await transform()).toMatch(/^translate\(80px, 40px\) scale\(1\.25\)$/)

      const zoomIn = dialog.getByRole('button', { name: 'Zoom in' })
      while (await zoomIn.isEnabled()) await zoomIn.click()
      await dialog.getByText('400%').waitFor()
      const zoomOut = dialog.getByRole('button', { name: 'Zoom out' })
      while (await zoomOut.isEnabled()) await zoomOut.click()
      await dialog.getByText('25%').waitFor()
      // Back at or below 100 %, the picture is centred again.
      expect(await transform()).toContain('translate(0px, 0px)')
    })
  })

  test('the open item is in the URL: shared, closed by browser back, replaced while stepping', async () => {
    await open(viewports.desktop, async (page) => {
      await page.goto('/gallery?category=Kitchen%20Renovation')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'New kitchen circuits' }).click()
      await page.getByRole('dialog', { name: 'New kitchen circuits' }).waitFor()
      const first = new URL(page.url()).searchParams
      expect(first.get('category')).toBe('Kitchen Renovation')
      expect(first.get('item')).toMatch(/^[0-9a-f-]{36}$/)

      await page.keyboard.press('ArrowRight')
      await page.getByRole('dialog').getByText('2 of 3').waitFor()
      const shared = page.url()
      expect(new URL(shared).searchParams.get('item')).not.toBe(first.get('item'))

      // Stepping replaced the entry, so one Back closes the viewer and keeps the category.
      await page.goBack()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await page.getByRole('heading', { level: 2, name: 'Kitchen Renovation' }).waitFor()
      expect(searchOf(page)).toEqual({ category: 'Kitchen Renovation' })
      await page.goForward()
      await page.getByRole('dialog').getByText('2 of 3').waitFor()

      await page.goto(shared)
      await page.getByRole('dialog').getByText('2 of 3').waitFor()
      await page.getByRole('button', { name: 'Close' }).click()
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      expect(searchOf(page)).toEqual({ category: 'Kitchen Renovation' })
    })
  })

  test('a malformed ?item= is ignored; an unknown one is removed with a notice', async () => {
    await open(viewports.phone, async (page) => {
      await page.goto('/gallery?category=Kitchen%20Renovation&item=%3Cimg%20src%3Dx%3E')
      await waitForHydration(page)
      await page.getByRole('button', { name: 'New kitchen circuits' }).waitFor()
      expect(await page.getByRole('dialog').count()).toBe(0)

      await page.goto(
        '/gallery?category=Kitchen%20Renovation&item=00000000-0000-4000-8000-000000000000',
      )
      await page.getByText('That photo or video is no longer in the gallery.').waitFor()
      expect(searchOf(page)).toEqual({ category: 'Kitchen Renovation' })
      expect(await page.getByRole('dialog').count()).toBe(0)
      await page.getByRole('button', { name: 'New kitchen circuits' }).waitFor()
    })
  })

  test('has no serious or critical accessibility violations', async () => {
    for (const [url, wait] of [
      ['/gallery', 'Project Categories'],
      ['/gallery?category=Kitchen%20Renovation', 'New kitchen circuits'],
    ] as const) {
      for (const viewport of Object.values(viewports)) {
        await open(viewport, async (page) => {
          await page.goto(url)
          await page.getByText(wait).first().waitFor()
          const { violations } = await new AxeBuilder({ page }).analyze()
          const serious = violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)
          expect(serious, `${url} at ${viewport.width} px`).toEqual([])
        })
      }
    }
  })
})
