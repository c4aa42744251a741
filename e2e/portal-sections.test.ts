import { randomUUID } from 'node:crypto'
import { AxeBuilder } from '@axe-core/playwright'
import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { makeImage } from '../server/test/support/media-files.js'
import { launchBrowser, screenshot, viewports, withPage } from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { type Stack, startStack } from './stack.js'
import { staffApi } from './staff-api.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')

/** Quote requests as the site stores them once mailed: two new, one already contacted. */
async function seedRequests(stack: Stack): Promise<string[]> {
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  const ids: string[] = []
  try {
    const rows = [
      ['Q-2026-0101', 'Thandi', 'new'],
      ['Q-2026-0102', 'Sipho', 'new'],
      ['Q-2026-0103', 'Lerato', 'contacted'],
    ] as const
    for (const [reference, firstName, stage] of rows) {
      const id = randomUUID()
      ids.push(id)
      await client.query(
        `insert into inquiries (id, reference, first_name, last_name, email, phone, message, stage, delivery_status, delivery_attempts, sent_at)
         values ($1, $2, $3, 'Mokoena', 'client@example.org', '0825550100', 'Please quote for rewiring the kitchen.', $4, 'sent', 1, now())`,
        [id, reference, firstName, stage],
      )
    }
  } finally {
    await client.end()
  }
  return ids
}

const sections = [
  ['/admin-portal', 'Upload Images'],
  ['/admin-portal/requests', 'Quote requests'],
  ['/admin-portal/media', 'Media library'],
  ['/admin-portal/portfolio', 'Portfolio projects'],
  ['/admin-portal/dashboard', 'How the website is doing'],
  ['/admin-portal/settings', 'Website settings'],
  ['/admin-portal/system', 'System'],
] as const

const sectionBar = (page: Page) => page.getByRole('navigation', { name: 'Portal sections' })
const tab = (page: Page, path: string) => sectionBar(page).locator(`a[href="${path}"]`)

describe.skipIf(skipReason)('the portal in sections', () => {
  let browser: Browser
  let stack: Stack
  let requestIds: string[]

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-portal-sections' })
    browser = await launchBrowser()
    requestIds = await seedRequests(stack)
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  const open = (viewport: { width: number; height: number }, use: (page: Page) => Promise<void>) =>
    withPage(browser, { baseURL: stack.baseURL, viewport }, use)

  test('on a 390 px phone the quote requests are one tap away from every section, with the new ones counted', async () => {
    await open(viewports.phone, async (page) => {
      await logInAsStaff(page, stack)
      const requestsTab = tab(page, '/admin-portal/requests')
      await expect.poll(() => requestsTab.textContent()).toContain(' (2 new)')
      // Fixed to the bottom of the screen, every tab a thumb's target.
      const bar = await sectionBar(page).boundingBox()
      expect(Math.round((bar?.y ?? 0) + (bar?.height ?? 0))).toBe(viewports.phone.height)
      // Four sections and More share the bar (decision 062); the rest open from More.
      const onBar = [
        '/admin-portal',
        '/admin-portal/requests',
        '/admin-portal/media',
        '/admin-portal/portfolio',
      ]
      for (const path of onBar) {
        const box = await tab(page, path).boundingBox()
        expect(box?.height, path).toBeGreaterThanOrEqual(44)
        expect(box?.width, path).toBeGreaterThanOrEqual(44)
      }
      const more = await sectionBar(page).getByRole('button', { name: 'More' }).boundingBox()
      expect(more?.height).toBeGreaterThanOrEqual(44)
      expect(more?.width).toBeGreaterThanOrEqual(44)
      await screenshot(page, 'portal-upload-390', { fullPage: false })

      for (const [path, heading] of sections) {
        if (path === '/admin-portal/requests') continue
        await page.goto(path)
        await page.getByRole('region', { name: heading }).first().waitFor()
        await requestsTab.tap()
        await page.waitForURL(/\/admin-portal\/requests$/)
        const requests = page.getByRole('region', { name: 'Quote requests' })
        await requests.getByRole('article', { name: 'Thandi Mokoena' }).waitFor()
        expect(await tab(page, '/admin-portal/requests').getAttribute('aria-current')).toBe('page')
        // The tab, the history and a bookmark name the section.
        await expect.poll(() => page.title()).toMatch(/^Quote requests · Admin Portal \| /)
        expect(await page.locator('head title').count()).toBe(1)
      }
      await screenshot(page, 'portal-requests-390', { fullPage: false })

      // Moving a request on from "New" lowers the count on the tab.
      const sipho = page.getByRole('article', { name: 'Sipho Mokoena' })
      await sipho.getByLabel('Stage').selectOption('contacted')
      await expect.poll(() => requestsTab.textContent()).toContain(' (1 new)')

      const { violations } = await new AxeBuilder({ page }).include('main').analyze()
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.html}`)).toEqual([])
    })
  })

  test('the bottom bar covers nothing: scrolled to the end, the page ends above it', async () => {
    await open(viewports.phone, async (page) => {
      await logInAsStaff(page, stack, '/admin-portal/requests')
      await page.getByRole('article', { name: 'Lerato Mokoena' }).waitFor()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const ends = await page.evaluate(() => {
        const bar = document.querySelector('nav[aria-label="Portal sections"]')
        const footer = document.querySelector('footer')
        return {
          barTop: bar?.getBoundingClientRect().top ?? 0,
          footerBottom: footer?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
        }
      })
      expect(ends.footerBottom).toBeLessThanOrEqual(ends.barTop + 1)
      await screenshot(page, 'portal-end-390', { fullPage: false })
    })
  })

  test("a quote mail's link from before the sections opens that request in its section", async () => {
    const [id] = requestIds
    await open(viewports.phone, async (page) => {
      await logInAsStaff(page, stack)
      await page.goto(`/admin-portal?request=${id}`)
      await page.waitForURL(new RegExp(`/admin-portal/requests\\?request=${id}$`))
      const linked = page.getByRole('region', { name: 'Request Q-2026-0101' })
      await linked.getByRole('article', { name: 'Thandi Mokoena' }).waitFor()
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Request Q-2026-0101')
      await linked.getByRole('button', { name: 'Show all requests' }).tap()
      await page.waitForURL(/\/admin-portal\/requests$/)
      await page.getByRole('region', { name: 'Request Q-2026-0101' }).waitFor({ state: 'detached' })
    })
  })

  test('on a wide screen the sections are tabs under the title, the upload section first', async () => {
    await open(viewports.desktop, async (page) => {
      await logInAsStaff(page, stack)
      await page.getByRole('region', { name: 'Upload Images' }).waitFor()
      const bar = await sectionBar(page).boundingBox()
      const hero = await page.getByRole('heading', { level: 1 }).boundingBox()
      expect(bar?.y ?? 0).toBeGreaterThan(hero?.y ?? 0)
      expect(bar?.y ?? 0).toBeLessThan(viewports.desktop.height / 2)
      expect(await tab(page, '/admin-portal').getAttribute('aria-current')).toBe('page')
      await screenshot(page, 'portal-upload-1440', { fullPage: false })
    })
  })

  test('an address the portal does not have shows the not-found page', async () => {
    await open(viewports.desktop, async (page) => {
      // The API answers the portal's never-indexed shell for any address under it.
      const response = await page.goto('/admin-portal/nope')
      expect(response?.status()).toBe(200)
      expect(await response?.text()).toMatch(/<meta name="robots" content="noindex, nofollow"/)
      await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor()
      await screenshot(page, 'portal-not-found-1440', { fullPage: false })
    })
  })

  test('"Kitchen Renovation" chosen for 30 photos a phone named puts them all there, with readable titles', async () => {
    const names = Array.from({ length: 30 }, (_, i) => {
      const n = String(i).padStart(2, '0')
      return [
        `IMG_20261120_1015${n}.jpg`,
        `PXL_20261121_0930${n}123.jpg`,
        `DSC_00${n}.JPG`,
        `WhatsApp Image 2026-11-20 at 10.15.${n}.jpeg`,
      ][i % 4] as string
    })
    const photos = await Promise.all(
      names.map(async (name) => ({
        name,
        mimeType: 'image/jpeg',
        buffer: await makeImage('jpeg', 320, 240),
      })),
    )
    await open(viewports.phone, async (page) => {
      await logInAsStaff(page, stack)
      const card = page.getByRole('region', { name: 'Upload Images' })
      await card.getByLabel('Category', { exact: true }).selectOption('Kitchen Renovation')
      await card.getByLabel('Select Images').setInputFiles(photos)
      for (const name of [names[0], names[29]] as string[]) {
        expect(await card.getByLabel(`Category for ${name}`).inputValue()).toBe(
          'Kitchen Renovation',
        )
      }
      // With the first of 30 files in view, Upload is on the screen too, above the section bar.
      await card.getByLabel(`Category for ${names[0]}`).scrollIntoViewIfNeeded()
      const send = card.getByRole('button', { name: 'Upload 30 image(s)' })
      const sendBox = await send.boundingBox()
      const barBox = await page.getByRole('navigation', { name: 'Portal sections' }).boundingBox()
      if (!sendBox || !barBox) throw new Error('the Upload button or the section bar is not shown')
      expect(sendBox.y).toBeGreaterThan(0)
      expect(sendBox.y + sendBox.height).toBeLessThanOrEqual(barBox.y + 1)
      await screenshot(page, 'portal-upload-chosen-390', { fullPage: false })
      await send.tap()
      await page.getByText('Upload Successful! 🎉').waitFor({ timeout: 120_000 })
    })
    const api = await staffApi(stack)
    const items = (await (await api('/api/admin/projects', 'GET')).json()) as {
      category: string
      title: string
      needsTitle: boolean
      categorySource: string
    }[]
    expect(items).toHaveLength(30)
    for (const item of items) {
      expect(item.category).toBe('Kitchen Renovation')
      expect(item.categorySource).toBe('staff')
      // Never the camera's name: the category and the month, marked for a person to improve.
      expect(item.title).toMatch(/^Kitchen Renovation, [A-Z][a-z]+ 20\d\d$/)
      expect(item.needsTitle).toBe(true)
    }
  }, 180_000)

  test('leaving the settings with unpublished changes asks first', async () => {
    await open(viewports.desktop, async (page) => {
      await logInAsStaff(page, stack, '/admin-portal/settings')
      const settings = page.getByRole('region', { name: 'Website settings' })
      await settings.getByRole('tab', { name: 'Company' }).waitFor()
      await screenshot(page, 'portal-settings-1440', { fullPage: false })
      await settings.getByRole('textbox', { name: 'Trading name', exact: true }).fill('Changed')

      page.once('dialog', (dialog) => void dialog.dismiss())
      await tab(page, '/admin-portal/requests').click()

      // Asked again, on the same page: the response above kept it, and its changes, where they were.
      let askedOn = ''
      page.once('dialog', (dialog) => {
        askedOn = new URL(page.url()).pathname
        void dialog.accept()
      })
      await tab(page, '/admin-portal/requests').click()
      await page.waitForURL(/\/admin-portal\/requests$/)
      expect(askedOn).toBe('/admin-portal/settings')
      await page.getByRole('region', { name: 'Quote requests' }).waitFor()
      await screenshot(page, 'portal-requests-1440', { fullPage: false })
    })
  })
})
