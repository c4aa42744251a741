import { colourSchemes } from '@site/contract/colour-schemes'
import { publicPagePaths } from '@site/contract/public-pages'
import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { jsonLdOf } from '../server/test/support/inline-scripts.js'
import {
  closeToasts,
  launchBrowser,
  screenshot,
  viewports,
  waitForHydration,
  withPage,
} from './browser.js'
import { type Stack, serverErrors, startStack } from './stack.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')

const before = { tel: 'tel:+27123456789', whatsApp: 'wa.me/27825550100' }
const after = {
  phone: '021 555 0142',
  tel: 'tel:+27215550142',
  whatsApp: 'wa.me/27835550177',
  service: 'Wiring & Lights',
  headline: 'Sparks and spanners since 2020',
}

/** A 600 × 200 logo with a transparent corner: the header's copy is 288 × 96. */
const logoPicture = () =>
  sharp({
    create: {
      width: 600,
      height: 200,
      channels: 4,
      background: { r: 12, g: 90, b: 160, alpha: 1 },
    },
  })
    .composite([
      {
        input: { create: { width: 100, height: 100, channels: 4, background: '#0000' } },
        top: 0,
        left: 0,
      },
    ])
    .png()
    .toBuffer()

const blackYellow = colourSchemes['black-yellow'].palette

/** A theme colour as the page resolved it (`--color-<token>` on the root element). */
const themeVariable = (page: Page, token: string) =>
  page.evaluate(
    (name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(),
    `--color-${token}`,
  )

/**
 * The owner's own website (issue 33): staff change the company's facts in the portal, preview,
 * publish and restore, and every page through nginx and on every API replica shows it on the
 * next load, without a rebuild or a restart; with every replica gone, nginx still sends the last
 * copy of each page.
 */
describe.skipIf(skipReason)(
  'website settings published from the portal, two replicas behind nginx',
  () => {
    let stack: Stack
    let browser: Browser

    beforeAll(async () => {
      stack = await startStack({ nginx: true, name: 'e2e-website-settings', replicas: 2 })
      browser = await launchBrowser()
    })
    afterAll(async () => {
      await browser?.close()
      if (stack) {
        for (const replica of stack.replicas) {
          expect(await serverErrors(replica.apiLogPath), replica.apiLogPath).toEqual([])
        }
      }
      await stack?.stop()
    })

    const html = async (base: string, path: string) => {
      const response = await fetch(`${base}${path}`)
      expect(response.status, `${base}${path}`).toBe(200)
      return response.text()
    }

    async function openSettings(page: Page) {
      await logInAsStaff(page, stack, '/admin-portal/settings')
      const settings = page.getByRole('region', { name: 'Website settings' })
      await settings.getByRole('tab', { name: 'Company' }).waitFor()
      return settings
    }

    test('a fresh install shows the defaults on every page', async () => {
      for (const path of publicPagePaths) {
        const page = await html(stack.baseURL, path)
        expect(page.includes(before.tel), path).toBe(true)
        expect(page.includes(before.whatsApp), path).toBe(true)
      }
    })

    test('staff change the phone, WhatsApp, a service and the headline on a phone, preview, then publish', async () => {
      await withPage(
        browser,
        { baseURL: stack.baseURL, viewport: viewports.phone },
        async (page) => {
          const settings = await openSettings(page)
          // The logo, from a phone's files: a copy fitted to the header comes back at once.
          await settings.locator('input[type="file"]').setInputFiles({
            name: 'logo.png',
            mimeType: 'image/png',
            buffer: await logoPicture(),
          })
          const logoPreview = settings.locator('[data-field="logo"] img[src^="/media/site/logo-"]')
          await logoPreview.waitFor()
          await logoPreview.evaluate((image) => image.scrollIntoView({ block: 'center' }))
          await settings.getByRole('radio', { name: 'Black and yellow' }).check()
          await closeToasts(page)
          await screenshot(page, 'website-settings-logo-field-390', { fullPage: false })
          await settings.getByRole('tab', { name: 'Contact' }).click()
          // By role: a required field's name leaves out the asterisk its label shows.
          const field = (name: string) => settings.getByRole('textbox', { name, exact: true })
          await field('Phone').fill(after.phone)
          await field('WhatsApp number').fill('083 555 0177')
          await settings.getByText('Stored as +27835550177').waitFor()
          await settings.getByRole('tab', { name: 'Services' }).click()
          await field('Name').first().fill(after.service)
          await settings.getByRole('tab', { name: 'Page texts' }).click()
          await field('Headline').fill(after.headline)
          // The sign-in's "Admin Access Granted" may still be up; the picture is of the form.
          await closeToasts(page)
          await screenshot(page, 'website-settings-phone-390', { fullPage: false })

          // The preview: the page made with the unsaved settings, in a new tab, for staff only.
          const [preview] = await Promise.all([
            page.context().waitForEvent('page'),
            settings.getByRole('button', { name: /^Preview/ }).click(),
          ])
          await preview.waitForLoadState()
          await preview.getByRole('heading', { level: 1, name: after.headline }).waitFor()
          await preview.getByText('Preview of unpublished website settings').waitFor()
          expect(await themeVariable(preview, 'brand-950')).toBe(blackYellow['brand-950'])
          await preview.close()
          expect((await html(stack.baseURL, '/')).includes(after.headline)).toBe(false)

          await settings.getByRole('button', { name: 'Publish' }).click()
          await page.getByText('Website settings published').waitFor()

          // The header on a phone shows the logo, drawn from nginx, beside the short name.
          await page.goto('/')
          const logo = page.getByRole('banner').locator('img[data-site-logo]')
          await logo.waitFor()
          await expect
            .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
            .toBe(288)
          const box = await logo.boundingBox()
          expect(box?.height).toBe(32)
          // The scheme's colours win over the stylesheet's, and the classes follow them.
          expect(await themeVariable(page, 'accent-400')).toBe(blackYellow['accent-400'])
          const quoteButton = page
            .getByRole('main')
            .getByRole('link', { name: /Get Free Quote/ })
            .first()
          expect(await quoteButton.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
            'rgb(250, 204, 21)',
          )
          await screenshot(page, 'website-settings-logo-390', { fullPage: false })
        },
      )
    })

    test('every page shows the published values on its next load: through nginx and on each replica', async () => {
      for (const base of [stack.baseURL, ...stack.replicas.map((replica) => replica.apiURL)]) {
        for (const path of publicPagePaths) {
          const page = await html(base, path)
          expect(page.includes(after.tel), `${base}${path}`).toBe(true)
          expect(page.includes(after.whatsApp), `${base}${path}`).toBe(true)
          expect(page.includes(before.tel), `${base}${path}`).toBe(false)
        }
        const home = await html(base, '/')
        expect(home.includes(after.headline)).toBe(true)
        expect(jsonLdOf(home)).toMatchObject({ telephone: '+27215550142' })
        expect(jsonLdOf(home).logo).toMatch(/\/media\/site\/logo-[0-9a-f]{32}-288x96\.webp$/)
        expect((await html(base, '/services')).includes('Wiring &amp; Lights')).toBe(true)
      }
      // The quote form's service list and the footer, once the page runs.
      await withPage(
        browser,
        { baseURL: stack.baseURL, viewport: viewports.desktop },
        async (page) => {
          await page.goto('/contact')
          await waitForHydration(page)
          const options = await page.getByLabel('Service needed').locator('option').allInnerTexts()
          expect(options).toContain(after.service)
          expect(await page.getByRole('contentinfo').innerText()).toContain(after.phone)
          await page.evaluate(() => window.scrollTo(0, 0))
          await screenshot(page, 'website-settings-logo-1440', { fullPage: false })
        },
      )
    })

    test('restoring the previous version from the history brings the old values back', async () => {
      await withPage(
        browser,
        { baseURL: stack.baseURL, viewport: viewports.desktop },
        async (page) => {
          const settings = await openSettings(page)
          // The portal wears the published scheme too, and paints the phone's bar with it.
          expect(await page.evaluate(() => document.documentElement.dataset.colours)).toBe(
            'black-yellow',
          )
          const themeColours = await page
            .locator('head meta[name="theme-color"]')
            .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')))
          expect(themeColours).toEqual([blackYellow['brand-950']])
          await settings.getByRole('button', { name: 'Restore version 0' }).click()
          await settings.getByRole('button', { name: 'Yes, restore version 0' }).click()
          await page.getByText('Version restored').waitFor()
        },
      )
      for (const path of publicPagePaths) {
        const page = await html(stack.baseURL, path)
        expect(page.includes(before.tel), path).toBe(true)
        expect(page.includes(after.tel), path).toBe(false)
      }
      const home = await html(stack.baseURL, '/')
      expect(home.includes(after.headline)).toBe(false)
      expect(home.includes('/media/site/logo-')).toBe(false)
      expect(home.includes('data-colours')).toBe(false)
    })

    test('with every API replica gone, nginx still sends the last copy of each page', async () => {
      const last = new Map<string, string>()
      for (const path of publicPagePaths) last.set(path, await html(stack.baseURL, path))
      for (const replica of stack.replicas) await replica.kill()
      for (const path of publicPagePaths) {
        expect(await html(stack.baseURL, path), path).toBe(last.get(path))
      }
      await withPage(
        browser,
        {
          baseURL: stack.baseURL,
          viewport: viewports.phone,
          javaScriptEnabled: false,
        },
        async (page) => {
          await page.goto('/contact')
          await page.getByRole('heading', { level: 1, name: 'Get Free Quote' }).waitFor()
        },
      )
    })
  },
)
