import { reviewMailOptOuts, reviewRequests, reviews } from '@site/db'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAsAdmin } from '../support/admin-session.js'
import { builtPagesDir } from '../support/built-client.js'
import { mailingTestApp } from '../support/mailing-test-app.js'
import { quoteForm } from '../support/quote-requests.js'
import { askedByEmail, doneQuoteRequest, mailTo, storedReviewRows } from '../support/reviews.js'
import { publishSiteSettings, readSiteSettings } from '../support/site-settings.js'
import type { SmtpCapture } from '../support/smtp-capture.js'
import type { TestApp } from '../support/test-app.js'

const pagesDir = builtPagesDir()
const SITE = 'http://site.example'
const review = { stars: 5, text: 'Neat work, on time.', name: 'Thandi, Lynnwood', mayShow: true }

describe("the customer's review", () => {
  let smtp: SmtpCapture
  let close = async () => {}
  let testApp: TestApp
  let cookie: string
  let address = 0

  beforeAll(async () => {
    // The quote form's own limits (5 an address in 10 minutes): each test posts from its own.
    ;({ smtp, testApp, close } = await mailingTestApp({
      pagesDir,
      env: { PUBLIC_URL: SITE },
    }))
    cookie = await loginAsAdmin(testApp)
  })
  afterAll(() => close())

  const newToken = async (values = {}) => {
    const id = await doneQuoteRequest(testApp, values)
    return { id, token: await askedByEmail(testApp, cookie, smtp, id, SITE) }
  }
  const post = (payload: object | string, remoteAddress = `10.0.1.${++address}`) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/reviews',
      payload,
      remoteAddress,
      ...(typeof payload === 'string' ? { headers: { 'content-type': 'application/json' } } : {}),
    })
  const invitation = (token: string) => testApp.app.inject(`/api/reviews/${token}`)

  it('shows the job: first name, service, month; nothing else', async () => {
    const { token } = await newToken()
    const response = await invitation(token)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      firstName: 'Thandi',
      service: 'Solar Panel Installations',
      month: '2026-11',
    })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('stores the review as typed (trimmed), once, and gives the Google link only when a Place ID is set', async () => {
    const { id, token } = await newToken()
    const typed = {
      ...review,
      stars: 4,
      text: '  <script>alert(1)</script> great  ',
      name: ' <b>Thandi</b> ',
    }
    const response = await post({ token, ...typed })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ googleReviewUrl: null })
    const [stored] = await testApp.app.db.select().from(reviews).where(eq(reviews.inquiryId, id))
    expect(stored).toMatchObject({
      stars: 4,
      text: '<script>alert(1)</script> great',
      name: '<b>Thandi</b>',
      mayShow: true,
      status: 'pending',
    })
    const [link] = await testApp.app.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.inquiryId, id))
    expect(link?.usedAt).not.toBeNull()
  })

  it('gives every customer the Google link once a Place ID is set, whatever the stars, and mails staff a low rating at once', async () => {
    const { version, settings } = await readSiteSettings(testApp, cookie)
    const published = await publishSiteSettings(testApp, cookie, {
      baseVersion: version,
      settings: {
        ...settings,
        reviews: { ...settings.reviews, googlePlaceId: 'ChIJ-test_Place1' },
      },
    })
    expect(published.statusCode, published.body).toBe(200)
    const google = 'https://search.google.com/local/writereview?placeid=ChIJ-test_Place1'
    const happy = await newToken()
    expect((await post({ token: happy.token, ...review })).json()).toEqual({
      googleReviewUrl: google,
    })

    const unhappy = await newToken({ firstName: 'Sipho', lastName: 'Dlamini' })
    const response = await post({
      token: unhappy.token,
      ...review,
      stars: 2,
      text: 'Left a mess & came late.',
      name: 'Sipho, Soweto',
    })
    expect(response.statusCode).toBe(201)
    expect(response.json()).toEqual({ googleReviewUrl: google })
    const mail = await mailTo(smtp.messages, 'office@example.com')
    expect(mail.headers.get('subject')).toMatch(
      /Review of 2 stars for Q-2026-\d{4} — Sipho Dlamini/,
    )
    expect(mail.text).toContain('A customer gave 2 of 5 stars.')
    expect(mail.text).toContain('Left a mess & came late.')
    expect(mail.text).toContain('Name to show: Sipho, Soweto')
    expect(mail.text).toMatch(/Received: \d{1,2} \w{3} \d{4}, \d\d:\d\d\n/)
    expect(mail.text).toContain(`${SITE}/admin-portal/requests?request=${unhappy.id}`)
    expect(mail.html).toContain('Left a mess &amp; came late.')
    // Only the low rating reached the staff.
    expect(smtp.messages.filter((m) => m.to.includes('office@example.com'))).toHaveLength(1)
  })

  it('stores one review of several posted at once with the same link', async () => {
    const { id, token } = await newToken()
    const responses = await Promise.all(Array.from({ length: 6 }, () => post({ token, ...review })))
    expect(responses.map((a) => a.statusCode).sort()).toEqual([201, 410, 410, 410, 410, 410])
    const stored = await testApp.app.db.select().from(reviews).where(eq(reviews.inquiryId, id))
    expect(stored).toHaveLength(1)
  })

  describe('refuses, storing nothing', () => {
    async function errorResponse(payload: object | string, status: number, message: RegExp) {
      const before = await storedReviewRows(testApp)
      const response = await post(payload)
      expect(response.statusCode, response.body).toBe(status)
      expect(response.json().message).toMatch(message)
      expect(await storedReviewRows(testApp)).toEqual(before)
    }

    it('0 or 6 stars, or half a star', async () => {
      const { token } = await newToken()
      await errorResponse(
        { token, ...review, stars: 0 },
        400,
        /^stars: must be a whole number of stars from 1 to 5/,
      )
      await errorResponse({ token, ...review, stars: 6 }, 400, /^stars: must be a whole number/)
      await errorResponse({ token, ...review, stars: 4.5 }, 400, /^stars: must be a whole number/)
    })

    it('a 5,000-character text, and a name over 60', async () => {
      const { token } = await newToken()
      await errorResponse(
        { token, ...review, text: 'x'.repeat(5000) },
        400,
        /^text: must be at most 1500/,
      )
      await errorResponse(
        { token, ...review, name: 'x'.repeat(61) },
        400,
        /^name: must be at most 60/,
      )
      await errorResponse({ token, ...review, name: '   ' }, 400, /^name: tell us the name to show/)
    })

    it('U+0000 in the text or the name', async () => {
      const { token } = await newToken()
      await errorResponse(
        JSON.stringify({ token, ...review, text: 'a\u0000b' }),
        400,
        /^text: must not contain the null character/,
      )
      await errorResponse(
        JSON.stringify({ token, ...review, name: 'a\u0000b' }),
        400,
        /^name: must not contain the null character/,
      )
    })

    it('an unknown, expired, used or replaced link', async () => {
      await errorResponse({ token: 'no-such-link', ...review }, 404, /do not know this review link/)
      const expired = await newToken()
      await testApp.app.db
        .update(reviewRequests)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(reviewRequests.inquiryId, expired.id))
      await errorResponse({ token: expired.token, ...review }, 410, /has expired/)
      const used = await newToken()
      expect((await post({ token: used.token, ...review })).statusCode).toBe(201)
      await errorResponse({ token: used.token, ...review }, 410, /used already/)
      const replaced = await newToken()
      await askedByEmail(testApp, cookie, smtp, replaced.id, SITE)
      await errorResponse({ token: replaced.token, ...review }, 410, /replaced by a newer one/)
    })
  })

  it('says why a link does not open: 404 unknown or erased, 410 expired, used or replaced; never a 500', async () => {
    expect((await invitation('no-such-link')).statusCode).toBe(404)
    const { id, token } = await newToken()
    await testApp.app.db
      .update(reviewRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(reviewRequests.inquiryId, id))
    const expired = await invitation(token)
    expect(expired.statusCode).toBe(410)
    expect(expired.json().message).toMatch(/has expired/)
    const erased = await newToken()
    const erase = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/inquiries/${erased.id}`,
      headers: { cookie },
    })
    expect(erase.statusCode).toBe(200)
    expect((await invitation(erased.token)).statusCode).toBe(404)
    const page = await testApp.app.inject(`/review/${erased.token}`)
    expect(page.statusCode).toBe(404)
    expect(page.body).toContain('This review link no longer works')
    expect(page.body).toContain('do not know this review link')
  })

  it('renders the review page for its customer only: no-store, noindex, not in the sitemap', async () => {
    const { token } = await newToken({ firstName: 'Lerato' })
    const page = await testApp.app.inject(`/review/${token}`)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.headers['x-robots-tag']).toBe('noindex')
    expect(page.headers['x-accel-expires']).toBeUndefined()
    expect(page.headers.etag).toBeUndefined()
    expect(page.body).toContain(
      'How did we do on your Solar Panel Installations job in November 2026, Lerato?',
    )
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow"/>')
    const other = await newToken({ firstName: 'Zanele' })
    const otherPage = await testApp.app.inject(`/review/${other.token}`)
    expect(otherPage.body).toContain('Zanele?')
    expect(otherPage.body).not.toContain('Lerato')
    const sitemap = await testApp.app.inject('/sitemap.xml')
    expect(sitemap.body).not.toContain('/review')
    const unsubscribe = await testApp.app.inject(`/review/${token}/unsubscribe`)
    expect(unsubscribe.statusCode).toBe(200)
    expect(unsubscribe.headers['cache-control']).toBe('no-store')
    expect(unsubscribe.body).toContain('Stop review e-mails')
  })

  it('stops review mail for the address with a used or expired link; 404 for an unknown one', async () => {
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/reviews/unsubscribe',
      payload: { token: 'no-such-link' },
    })
    expect(unknown.statusCode).toBe(404)
    const { id, token } = await newToken({ email: 'Busi@Example.org' })
    expect((await post({ token, ...review })).statusCode).toBe(201)
    const stop = () =>
      testApp.app.inject({ method: 'POST', url: '/api/reviews/unsubscribe', payload: { token } })
    expect((await stop()).statusCode).toBe(200)
    expect((await stop()).statusCode).toBe(200)
    const hashes = await testApp.app.db.select().from(reviewMailOptOuts)
    expect(hashes).toHaveLength(1)
    expect(JSON.stringify(hashes)).not.toContain('busi')
    const later = await doneQuoteRequest(testApp, { email: 'busi@example.org' })
    const ask = await testApp.app.inject({
      method: 'POST',
      url: `/api/inquiries/${later}/review-request`,
      headers: { cookie },
      payload: { channel: 'whatsapp' },
    })
    expect(ask.statusCode).toBe(400)
    expect(ask.json().message).toMatch(/asked not to be asked/)
    const card = await testApp.app.inject({ url: `/api/inquiries/${id}`, headers: { cookie } })
    expect(card.json().reviewMailOptOut).toBe(true)
  })

  it("unsubscribes in one click from the mail app's List-Unsubscribe header; a browser visit gets the page", async () => {
    const { token } = await newToken({ email: 'sizwe@example.org' })
    const oneClick = (payload: string, to = token) =>
      testApp.app.inject({
        method: 'POST',
        url: `/api/reviews/unsubscribe/${to}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      })
    const optOuts = async () => (await testApp.app.db.select().from(reviewMailOptOuts)).length
    const before = await optOuts()
    // Anything but the RFC's exact body, or an unknown link: refused, nothing stored.
    expect((await oneClick('List-Unsubscribe=Yes')).statusCode).toBe(400)
    expect((await oneClick('')).statusCode).toBe(400)
    expect((await oneClick('List-Unsubscribe=One-Click', 'no-such-link')).statusCode).toBe(404)
    expect(await optOuts()).toBe(before)
    const stopped = await oneClick('List-Unsubscribe=One-Click')
    expect([stopped.statusCode, stopped.json()]).toEqual([200, { success: true }])
    expect(await optOuts()).toBe(before + 1)
    const visit = await testApp.app.inject(`/api/reviews/unsubscribe/${token}`)
    expect([visit.statusCode, visit.headers.location]).toEqual([
      303,
      `/review/${token}/unsubscribe`,
    ])
  })

  it('limits reviews from one address like the quote form: 100 posts in a minute get 429', async () => {
    const { token } = await newToken()
    const statuses: number[] = []
    for (let i = 0; i < 100; i++) {
      statuses.push((await post({ token, ...review, stars: 0 }, '10.0.9.9')).statusCode)
    }
    // Refused for its stars before the limit is counted; then the valid ones.
    expect(statuses.every((status) => status === 400)).toBe(true)
    const valid: number[] = []
    for (let i = 0; i < 100; i++) {
      valid.push((await post({ token, ...review }, '10.0.9.9')).statusCode)
    }
    expect(valid[0]).toBe(201)
    expect(valid.filter((status) => status === 429).length).toBeGreaterThanOrEqual(95)
    const throttled = await post({ token, ...review }, '10.0.9.9')
    expect(throttled.headers['retry-after']).toMatch(/^\d+$/)
    expect(throttled.json().message).toMatch(/Too many reviews from your network/)
    expect(quoteForm.email).toBe('thandi@example.org')
  })
})
