import { randomUUID } from 'node:crypto'
import { AxeBuilder } from '@axe-core/playwright'
import pg from 'pg'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import {
  closeToasts,
  launchBrowser,
  screenshot,
  viewports,
  waitForHydration,
  withPage,
} from './browser.js'
import { stopBrowserStack } from './browser-stack.js'
import { seedMedia } from './seed.js'
import { type Stack, startStack } from './stack.js'
import { mediaIdsByTitle, staffApi } from './staff-api.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')

const review = { name: 'Lindiwe, Soweto', text: 'Neat, quick and friendly. The lights work!' }
const customer = { email: 'lindiwe.private@example.org', phone: '0835550177' }

/**
 * A Done request whose customer reviewed it the way customers do: staff ask by WhatsApp (the
 * `wa.me` link carries the personal review link), the customer sends 5 stars with permission.
 */
async function storeReview(stack: Stack): Promise<void> {
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  const inquiryId = randomUUID()
  try {
    await client.query(
      `insert into inquiries (id, reference, first_name, last_name, email, phone, message, stage, delivery_status, delivery_attempts, sent_at)
       values ($1, 'Q-2026-0201', 'Lindiwe', 'Khumalo', $2, $3, 'Please relight the kitchen.', 'done', 'sent', 1, now())`,
      [inquiryId, customer.email, customer.phone],
    )
  } finally {
    await client.end()
  }
  const staff = await staffApi(stack)
  const asked = await staff(`/api/inquiries/${inquiryId}/review-request`, 'POST', {
    channel: 'whatsapp',
  })
  expect(asked.status, await asked.clone().text()).toBe(200)
  const { url } = (await asked.json()) as { url: string }
  const token = /\/review\/([^\s/?#]+)/.exec(new URL(url).searchParams.get('text') ?? '')?.[1]
  expect(token, url).toBeTruthy()
  const sent = await fetch(`${stack.baseURL}/api/reviews`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: stack.baseURL },
    body: JSON.stringify({ token, stars: 5, text: review.text, name: review.name, mayShow: true }),
  })
  expect(sent.status, await sent.clone().text()).toBe(201)
}

describe.skipIf(skipReason)('testimonials: staff approve a review, the site shows it', () => {
  let browser: Browser
  let stack: Stack
  let slug: string

  beforeAll(async () => {
    stack = await startStack({ nginx: true, name: 'e2e-testimonials' })
    await seedMedia(stack, [{ title: 'New kitchen lights', category: 'Solar & Electrical' }])
    const ids = await mediaIdsByTitle(stack)
    const staff = await staffApi(stack)
    const created = await staff('/api/portfolio', 'POST', {
      title: 'Kitchen lights in Soweto',
      area: 'Soweto',
      completedOn: '2026-10',
      category: 'Solar & Electrical',
      items: [ids.get('New kitchen lights')],
      published: true,
    })
    expect(created.status, await created.clone().text()).toBe(201)
    slug = ((await created.json()) as { slug: string }).slug
    await storeReview(stack)
    browser = await launchBrowser()
  })
  afterAll(() => stopBrowserStack({ stack, browser }))

  const pages = () => ['/', '/about', `/projects/${slug}`]
  const html = async (path: string) => {
    const response = await fetch(`${stack.baseURL}${path}`)
    expect(response.status, path).toBe(200)
    return response.text()
  }
  const reviewCard = (page: Page) =>
    page.getByRole('region', { name: 'Reviews' }).getByRole('article', { name: review.name })

  test('at 390 px: staff open Reviews from More, link the job to its project and approve; every page shows it', async () => {
    for (const path of pages()) expect(await html(path), path).not.toContain(review.name)
    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      await logInAsStaff(page, stack)
      const bar = page.getByRole('navigation', { name: 'Portal sections' })
      // One review waits: More says so, and its list says where.
      await bar.getByRole('button', { name: 'More (1 waiting)', exact: true }).tap()
      const reviewsEntry = bar.getByRole('link', { name: 'Reviews (1 waiting)', exact: true })
      await reviewsEntry.waitFor()
      await screenshot(page, 'reviews-more-390', { fullPage: false })
      await reviewsEntry.tap()
      await page.waitForURL(/\/admin-portal\/reviews$/)
      const card = reviewCard(page)
      await card.getByText('Waiting for approval').waitFor()
      await screenshot(page, 'reviews-portal-390')

      const picker = card.getByLabel('Portfolio project of this job')
      await expect.poll(() => picker.isEnabled()).toBe(true)
      await picker.selectOption({ label: 'Kitchen lights in Soweto' })
      await page.getByText('Linked to the project').waitFor()
      await card.getByRole('button', { name: 'Approve' }).tap()
      await page.getByText('Review approved').waitFor()
      await card.getByText('Approved', { exact: true }).waitFor()
      // Nothing waits any more.
      await bar.getByRole('button', { name: 'Reviews, open; more sections', exact: true }).waitFor()
      await closeToasts(page)
      await screenshot(page, 'reviews-portal-approved-390', { fullPage: false })
      const { violations } = await new AxeBuilder({ page }).include('main').analyze()
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.html}`)).toEqual([])
    })

    for (const path of pages()) {
      const page = await html(path)
      expect(page, path).toContain(review.name)
      expect(page, path).toContain('5 out of 5 stars')
      expect(page, path).toContain('Neat, quick and friendly. The lights work!')
      expect(page, path).not.toContain(customer.email)
      expect(page, path).not.toContain(customer.phone)
      expect(page, path).not.toMatch(/AggregateRating|"@type":"Review"/)
    }

    await withPage(browser, { baseURL: stack.baseURL, viewport: viewports.phone }, async (page) => {
      for (const path of pages()) {
        await page.goto(path)
        await waitForHydration(page)
        const quote = page.getByRole('figure').filter({ hasText: review.name })
        await quote.scrollIntoViewIfNeeded()
        expect(await quote.isVisible(), path).toBe(true)
        expect(await quote.getByText('5 out of 5 stars').count()).toBe(1)
        await screenshot(page, `testimonials${path.replace(/\/projects\/.*/, '-project')}-390`, {
          fullPage: false,
        })
      }
    })
  })

  test('at 1440 px: the pages show it, and hiding it in the portal takes it off every page', async () => {
    await withPage(
      browser,
      { baseURL: stack.baseURL, viewport: viewports.desktop },
      async (page) => {
        for (const path of pages()) {
          await page.goto(path)
          await waitForHydration(page)
          const section = page.getByRole('region', {
            name: path.startsWith('/projects/')
              ? 'What they said about this job'
              : 'What our customers say',
          })
          await section.scrollIntoViewIfNeeded()
          expect(await section.getByRole('figure').count(), path).toBe(1)
          await screenshot(page, `testimonials${path.replace(/\/projects\/.*/, '-project')}-1440`, {
            fullPage: false,
          })
        }
        // A visit that moves between pages in the browser asks the API for them.
        await page.goto('/contact')
        await waitForHydration(page)
        await page.getByRole('banner').getByRole('link', { name: 'About', exact: true }).click()
        await page.waitForURL(/\/about$/)
        await page.getByRole('figure').filter({ hasText: review.name }).waitFor()

        await logInAsStaff(page, stack)
        await page
          .getByRole('navigation', { name: 'Portal sections' })
          .getByRole('link', { name: 'Reviews' })
          .click()
        const card = reviewCard(page)
        await card.getByText('Approved', { exact: true }).waitFor()
        await screenshot(page, 'reviews-portal-1440', { fullPage: false })
        await card.getByRole('button', { name: 'Hide' }).click()
        await page.getByText('Review hidden').waitFor()
      },
    )
    for (const path of pages()) {
      const page = await html(path)
      expect(page, path).not.toContain(review.name)
      expect(page, path).not.toContain('What our customers say')
    }
  })
})
