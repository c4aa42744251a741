import { AxeBuilder } from '@axe-core/playwright'
import { displayPhoneNumber } from '@site/contract/phone-numbers'
import { defaultSiteSettings as site } from '@site/contract/site-settings-defaults'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { launchBrowser, screenshot, viewports, waitForHydration, withPage } from './browser.js'

const skipReason = inject('e2eSkipReason')
const baseURL = inject('baseURL')

const pages = [
  {
    path: '/about',
    name: 'about',
    h1: `About ${site.name}`,
    texts: [
      'Who We Are',
      'Our Mission',
      'Our Vision',
      'Integrity',
      'Reliability',
      'Excellence',
      'Innovation',
      'Customer Focus',
      ...site.certifications.map((certification) => certification.name),
      'Registered Company',
      site.registrationNumber,
    ],
  },
  {
    path: '/contact',
    name: 'contact',
    h1: 'Get Free Quote',
    texts: [
      'Tell us about your project',
      "We'll get back to you within 24 hours.",
      site.region.label,
      site.region.detail,
      site.contact.email,
      ...site.certifications.map((certification) => certification.name),
    ],
  },
] as const

describe.skipIf(skipReason)('the About and Contact pages in Chromium', () => {
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(() => browser?.close())

  for (const [size, viewport] of Object.entries(viewports)) {
    for (const expected of pages) {
      test(`${expected.path} at ${viewport.width} px: content, accessibility, screenshot`, async () => {
        await withPage(browser, { baseURL, viewport }, async (page) => {
          const response = await page.goto(expected.path)
          expect(response?.status()).toBe(200)
          await waitForHydration(page)
          expect(await page.locator('h1').allInnerTexts()).toEqual([expected.h1])
          const main = page.getByRole('main')
          for (const text of expected.texts) {
            const visible = await main.getByText(text, { exact: true }).first().isVisible()
            expect(visible, `"${text}" is shown`).toBe(true)
          }
          if (expected.path === '/contact') {
            // The captcha's placeholder, or the widget once the server said which captcha to show
            // (which of the two depends on how fast that answer came).
            const verification = main.getByText(/^(Verification loads here|I'm not a robot)$/)
            expect(await verification.first().isVisible(), 'the verification is shown').toBe(true)
          }
          await expectNoSeriousViolations(page, viewport.width)
          await screenshot(page, `${expected.name}-${size}-${viewport.width}`)
        })
      })
    }
  }

  test('the quote form has its fields, the six services and Send Message disabled until verified', async () => {
    await withPage(browser, { baseURL, viewport: viewports.phone }, async (page) => {
      await page.goto('/contact')
      await waitForHydration(page)
      const form = page.getByRole('form', { name: 'Tell us about your project' })
      for (const [name, type] of [
        ['firstName', 'text'],
        ['lastName', 'text'],
        ['email', 'email'],
        ['phone', 'tel'],
      ] as const) {
        const input = form.locator(`input[name="${name}"]`)
        expect(await input.getAttribute('type'), name).toBe(type)
        expect(await input.evaluate((el: HTMLInputElement) => el.required), name).toBe(true)
      }
      expect(await form.locator('textarea[name="message"]').getAttribute('required')).not.toBeNull()
      const options = await form.locator('select[name="serviceType"] option').allTextContents()
      expect(options).toEqual(['Select a service (optional)', ...site.services.map((s) => s.name)])
      expect(await form.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true)
    })
  })

  test('phone and e-mail links point at the site configuration', async () => {
    for (const viewport of Object.values(viewports)) {
      await withPage(browser, { baseURL, viewport }, async (page) => {
        await page.goto('/contact')
        const main = page.getByRole('main')
        const phone = main.getByRole('link', {
          name: displayPhoneNumber(site.contact.phone),
          exact: true,
        })
        expect(await phone.getAttribute('href')).toBe(`tel:${site.contact.phone}`)
        // The contact card and the privacy notice both name the address.
        const email = main.getByRole('link', { name: site.contact.email, exact: true }).first()
        expect(await email.getAttribute('href')).toBe(`mailto:${site.contact.email}`)
        // Every call and mail link on the page, the hero's call button included, agrees.
        const tels = await main
          .locator('a[href^="tel:"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        expect(new Set(tels)).toEqual(new Set([`tel:${site.contact.phone}`]))
        const mails = await main
          .locator('a[href^="mailto:"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        expect(new Set(mails)).toEqual(new Set([`mailto:${site.contact.email}`]))
      })
    }
  })

  test('on a phone the call button is in the first screen of /contact', async () => {
    await withPage(browser, { baseURL, viewport: viewports.phone }, async (page) => {
      await page.goto('/contact')
      const call = page
        .getByRole('main')
        .getByRole('link', { name: `Call ${displayPhoneNumber(site.contact.phone)}` })
      const box = await call.boundingBox()
      expect(box).not.toBeNull()
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(viewports.phone.height)
    })
  })
})

async function expectNoSeriousViolations(page: Page, width: number): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}): ${n.html}`))
  expect(serious, `axe at ${width} px`).toEqual([])
}
