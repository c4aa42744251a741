import { randomUUID } from 'node:crypto'
import { AxeBuilder } from '@axe-core/playwright'
import pg from 'pg'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { parseMail } from '../server/test/support/mime.js'
import { closeToasts, screenshot, viewports, waitForHydration, withPage } from './browser.js'
import { type MailStack, startMailStack, stopMailStack } from './mail-stack.js'
import { staffApi } from './staff-api.js'
import { logInAsStaff } from './staff-login.js'

const skipReason = inject('e2eSkipReason')
const placeId = 'ChIJ-e2e_Place'
const google = `https://search.google.com/local/writereview?placeid=${placeId}`

interface Customer {
  id: string
  reference: string
  firstName: string
  lastName: string
  email: string
}

/** A quote request staff have won, as the contact form stores it (a Solar job). */
async function wonRequest(mail: MailStack, n: number, firstName: string): Promise<Customer> {
  const customer = {
    id: randomUUID(),
    reference: `Q-2026-030${n}`,
    firstName,
    lastName: 'Mokoena',
    email: `${firstName.toLowerCase()}@example.org`,
  }
  const client = new pg.Client({ connectionString: mail.stack.databaseUrl })
  await client.connect()
  try {
    await client.query(
      `insert into inquiries (id, reference, first_name, last_name, email, phone, service_type, message, stage, delivery_status, delivery_attempts, sent_at)
       values ($1, $2, $3, $4, $5, '082 555 0123', 'solar', 'Panels on a tin roof, please.', 'won', 'sent', 1, now())`,
      [customer.id, customer.reference, customer.firstName, customer.lastName, customer.email],
    )
  } finally {
    await client.end()
  }
  return customer
}

describe.skipIf(skipReason)('reviews: staff ask, the customer answers from the mail', () => {
  let mail: MailStack
  let staff: Awaited<ReturnType<typeof staffApi>>
  /** The first customer's link, used by the first test. */
  let usedLink = ''

  beforeAll(async () => {
    mail = await startMailStack({ name: 'e2e-reviews' })
    staff = await staffApi(mail.stack)
    // The owner sets the company's Google Place ID in the settings first.
    const current = await (await staff('/api/admin/site-settings', 'GET')).json()
    const published = await staff('/api/admin/site-settings', 'PUT', {
      baseVersion: current.version,
      settings: {
        ...current.settings,
        reviews: { ...current.settings.reviews, googlePlaceId: placeId },
      },
    })
    expect(published.status, await published.clone().text()).toBe(200)
  })
  afterAll(() => stopMailStack(mail ?? {}))

  /** The review link in the newest mail to `email`, once it has come. */
  async function mailedReviewLink(email: string): Promise<string> {
    let link = ''
    await expect
      .poll(
        () => {
          const sent = mail.smtp.messages.findLast((message) => message.to.includes(email))
          link =
            /(http\S+\/review\/[\w-]+)(?!\/unsubscribe)\s/.exec(
              parseMail(sent?.raw ?? '').text,
            )?.[1] ?? ''
          return link
        },
        { timeout: 20_000 },
      )
      .not.toBe('')
    return link
  }

  /** The customer opens their link, gives `stars` with permission, and sees the Google button. */
  async function review(page: Page, link: string, stars: number, name: string, shot?: string) {
    await page.goto(link)
    await waitForHydration(page)
    await page
      .getByRole('heading', {
        level: 1,
        name: /^How did we do on your Solar Panel Installations job in/,
      })
      .waitFor()
    if (shot) await screenshot(page, `${shot}-form`)
    // The customer taps the star itself (the radio button is hidden behind it).
    const star = page.getByRole('radio', { name: `${stars} stars` })
    await page.locator('label').filter({ has: star }).click()
    expect(await star.isChecked()).toBe(true)
    await page
      .getByLabel('What went well')
      .fill(stars > 3 ? 'Tidy, quick & friendly <b>team</b>.' : 'Came late and left a mess.')
    await page.getByLabel(/Your first name and suburb/).fill(name)
    const tick = page.getByRole('checkbox', { name: 'You may show this on the website' })
    // Centred: at the bottom of a phone's screen the site's call bar lies over it.
    await tick.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await page.getByText('You may show this on the website').click()
    expect(await tick.isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByRole('heading', { name: /^Thank you, / }).waitFor()
    const button = page.getByRole('link', { name: 'Review us on Google' })
    expect(await button.getAttribute('href')).toBe(google)
    if (shot) {
      await screenshot(page, `${shot}-thanks`)
      const { violations } = await new AxeBuilder({ page }).include('main').analyze()
      expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.html}`)).toEqual([])
    }
  }

  test('at 390 px: staff move a request to Done and ask by e-mail; the customer gives 5 stars from the mailed link', async () => {
    const customer = await wonRequest(mail, 1, 'Thandi')
    await withPage(
      mail.browser,
      {
        baseURL: mail.stack.baseURL,
        viewport: viewports.phone,
        // Asking again within 14 days gets 409, which the card turns into its question.
        allowConsole: [/status of 409 .*\/review-request/],
      },
      async (page) => {
        await logInAsStaff(page, mail.stack, `/admin-portal/requests?request=${customer.id}`)
        const card = page.getByRole('article', { name: 'Thandi Mokoena' }).first()
        await card.getByLabel('Stage').selectOption('done')
        const ask = card.getByRole('button', { name: 'Ask by e-mail' })
        await ask.waitFor()
        await ask.tap()
        await card.getByText(/^Review asked by e-mail on \d+ \w{3} \d{4}, \d\d:\d\d$/).waitFor()
        await closeToasts(page)
        await screenshot(page, 'review-asked-card-390', { fullPage: false })
        // Asking again within 14 days asks first.
        await card.getByRole('button', { name: 'Ask again by e-mail' }).tap()
        await card.getByRole('group', { name: 'Send again?' }).waitFor()
        await card.getByRole('button', { name: 'Cancel' }).tap()
      },
    )
    const link = await mailedReviewLink(customer.email)
    expect(link.startsWith(`${mail.stack.baseURL}/review/`)).toBe(true)
    usedLink = link
    await withPage(
      mail.browser,
      { baseURL: mail.stack.baseURL, viewport: viewports.phone },
      async (page) => {
        await review(page, link, 5, 'Thandi, Lynnwood', 'review-page-390')
      },
    )
    const stored = (await (await staff(`/api/inquiries/${customer.id}`, 'GET')).json()) as {
      review: { stars: number }
    }
    expect(stored.review.stars).toBe(5)
    // Nothing went to the staff for a 5-star review.
    expect(mail.smtp.messages.filter((m) => m.to.includes('quotes@example.com'))).toEqual([])
  })

  test('a 2-star review mails the staff at once and still offers Google; the card shows the stars', async () => {
    const customer = await wonRequest(mail, 2, 'Sipho')
    expect((await staff(`/api/inquiries/${customer.id}`, 'PATCH', { stage: 'done' })).status).toBe(
      200,
    )
    const asked = await staff(`/api/inquiries/${customer.id}/review-request`, 'POST', {
      channel: 'email',
    })
    expect(asked.status, await asked.clone().text()).toBe(200)
    const link = await mailedReviewLink(customer.email)
    await withPage(
      mail.browser,
      { baseURL: mail.stack.baseURL, viewport: viewports.desktop },
      async (page) => {
        await review(page, link, 2, 'Sipho, Soweto', 'review-page-1440')
      },
    )
    let text = ''
    await expect
      .poll(
        () => {
          const sent = mail.smtp.messages.findLast((m) => m.to.includes('quotes@example.com'))
          text = parseMail(sent?.raw ?? '').text
          return text
        },
        { timeout: 20_000 },
      )
      .toContain('A customer gave 2 of 5 stars.')
    expect(text).toContain('Came late and left a mess.')
    expect(text).toContain(customer.reference)
    expect(text).toContain(`/admin-portal/requests?request=${customer.id}`)
    await withPage(
      mail.browser,
      { baseURL: mail.stack.baseURL, viewport: viewports.phone },
      async (page) => {
        await logInAsStaff(page, mail.stack, `/admin-portal/requests?request=${customer.id}`)
        await page
          .getByRole('article', { name: 'Sipho Mokoena' })
          .first()
          .getByText('Reviewed: 2 of 5 stars')
          .waitFor()
      },
    )
  })

  test('by WhatsApp: the card gives a wa.me link whose text carries the review link', async () => {
    const customer = await wonRequest(mail, 3, 'Lerato')
    expect((await staff(`/api/inquiries/${customer.id}`, 'PATCH', { stage: 'done' })).status).toBe(
      200,
    )
    await withPage(
      mail.browser,
      { baseURL: mail.stack.baseURL, viewport: viewports.phone },
      async (page) => {
        await logInAsStaff(page, mail.stack, `/admin-portal/requests?request=${customer.id}`)
        const card = page.getByRole('article', { name: 'Lerato Mokoena' }).first()
        await card.getByRole('button', { name: 'Ask by WhatsApp' }).tap()
        const open = card.getByRole('link', { name: 'Open WhatsApp' })
        await open.waitFor()
        const href = new URL((await open.getAttribute('href')) ?? '')
        expect(href.origin + href.pathname).toBe('https://wa.me/27825550123')
        const message = href.searchParams.get('text') ?? ''
        expect(message).toContain('Solar Panel Installations job in')
        const link = /(http\S+\/review\/[\w-]+)/.exec(message)?.[1] ?? ''
        expect(link.startsWith(`${mail.stack.baseURL}/review/`)).toBe(true)
        await closeToasts(page)
        await screenshot(page, 'review-whatsapp-card-390', { fullPage: false })
        const invitation = await fetch(link.replace('/review/', '/api/reviews/'))
        expect(await invitation.json()).toMatchObject({ firstName: 'Lerato' })
      },
    )
  })

  test("at 390 px: a used link says so and gives the phone; the mail's unsubscribe page stops review e-mails", async () => {
    await withPage(
      mail.browser,
      {
        baseURL: mail.stack.baseURL,
        viewport: viewports.phone,
        // The page of a link that no longer works gets 410.
        allowConsole: [/status of 410/],
      },
      async (page) => {
        const response = await page.goto(usedLink)
        expect(response?.status()).toBe(410)
        await waitForHydration(page)
        await page
          .getByRole('heading', { level: 1, name: 'This review link no longer works' })
          .waitFor()
        await page.getByText('This review link was used already.', { exact: false }).waitFor()
        expect(
          await page
            .getByRole('link', { name: /^Call / })
            .first()
            .getAttribute('href'),
        ).toMatch(/^tel:/)
        await screenshot(page, 'review-link-used-390')

        await page.goto(`${usedLink}/unsubscribe`)
        await waitForHydration(page)
        await page.getByRole('button', { name: 'Stop review e-mails' }).tap()
        await page
          .getByRole('status')
          .filter({ hasText: 'we will not ask you for a review by e-mail again' })
          .waitFor()
        await screenshot(page, 'review-unsubscribed-390')
      },
    )
    const later = await wonRequest(mail, 4, 'Thandi')
    expect((await staff(`/api/inquiries/${later.id}`, 'PATCH', { stage: 'done' })).status).toBe(200)
    const card = (await (await staff(`/api/inquiries/${later.id}`, 'GET')).json()) as {
      reviewMailOptOut: boolean
    }
    expect(card.reviewMailOptOut).toBe(true)
  })
})
