import { createHash } from 'node:crypto'
import { quoteRequests, reviewMailOptOuts, reviewRequests } from '@site/db'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hashSessionToken } from '../../src/staff-auth/session-tokens.js'
import { loginAsAdmin } from '../support/admin-session.js'
import { mailingTestApp } from '../support/mailing-test-app.js'
import { quoteForm } from '../support/quote-requests.js'
import {
  askForReview,
  doneQuoteRequest,
  mailTo,
  reviewTokenIn,
  storedReviewRows,
} from '../support/reviews.js'
import { type SmtpCapture, stoppedSmtpRelay } from '../support/smtp-capture.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const SITE = 'http://site.example'

describe('asking a customer for a review', () => {
  let smtp: SmtpCapture
  let close = async () => {}
  let testApp: TestApp
  let cookie: string

  beforeAll(async () => {
    ;({ smtp, testApp, close } = await mailingTestApp({ env: { PUBLIC_URL: SITE } }))
    cookie = await loginAsAdmin(testApp)
  })
  afterAll(() => close())

  const ask = (id: string, payload: object) => askForReview(testApp, cookie, id, payload)
  const card = async (id: string) =>
    (await testApp.app.inject({ url: `/api/inquiries/${id}`, headers: { cookie } })).json()

  it('needs the staff session', async () => {
    const id = await doneQuoteRequest(testApp)
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/inquiries/${id}/review-request`,
      payload: { channel: 'email' },
    })
    expect(response.statusCode).toBe(401)
  })

  it('mails the customer a personal link, with an unsubscribe line and header', async () => {
    const id = await doneQuoteRequest(testApp)
    const response = await ask(id, { channel: 'email' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ sent: true })
    const mail = await mailTo(smtp.messages, quoteForm.email)
    const token = reviewTokenIn(mail.text, SITE)
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(mail.text).toContain('Hi Thandi,')
    expect(mail.text).toContain('your Solar Panel Installations job in November 2026')
    expect(mail.text).toContain(
      `No more review e-mails from us: ${SITE}/review/${token}/unsubscribe`,
    )
    expect(mail.html).toContain(`href="${SITE}/review/${token}"`)
    // One click in the mail app (RFC 8058): it posts to the header's address itself.
    expect(mail.headers.get('list-unsubscribe')).toContain(
      `${SITE}/api/reviews/unsubscribe/${token}`,
    )
    expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    // Only the token's hash is kept.
    const [row] = await testApp.app.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.inquiryId, id))
    expect(row?.tokenHash).toBe(hashSessionToken(token, testApp.app.auth.policy.secret))
    expect(JSON.stringify(row)).not.toContain(token)
    const sentDays = ((row?.expiresAt.getTime() ?? 0) - (row?.sentAt.getTime() ?? 0)) / 86_400_000
    expect(Math.round(sentDays)).toBe(60)
    // The card says so.
    expect((await card(id)).review).toEqual({
      requestedAt: row?.sentAt.toISOString(),
      channel: 'email',
      expiresAt: row?.expiresAt.toISOString(),
      receivedAt: null,
      stars: null,
    })
  })

  it('gives WhatsApp a wa.me link to the customer whose text names the job and carries the link', async () => {
    const id = await doneQuoteRequest(testApp, { phone: '082 555 0123' })
    const response = await ask(id, { channel: 'whatsapp' })
    expect(response.statusCode).toBe(200)
    const url = new URL(response.json().url)
    expect(url.origin + url.pathname).toBe('https://wa.me/27825550123')
    const text = url.searchParams.get('text') ?? ''
    expect(text).toContain('Solar Panel Installations job in November 2026')
    expect(reviewTokenIn(text, SITE)).toMatch(/^[\w-]{43}$/)
    expect((await card(id)).review.channel).toBe('whatsapp')
  })

  it('asks before sending again within 14 days, and sending again revokes the earlier link', async () => {
    const id = await doneQuoteRequest(testApp)
    const first = new URL((await ask(id, { channel: 'whatsapp' })).json().url)
    const firstToken = reviewTokenIn(first.searchParams.get('text') ?? '', SITE)
    const before = await storedReviewRows(testApp)
    const again = await ask(id, { channel: 'email' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toMatch(
      /asked by WhatsApp on \d+ \w{3} \d{4}, \d\d:\d\d\. Send again\?/,
    )
    expect(await storedReviewRows(testApp)).toEqual(before)
    const confirmed = await ask(id, { channel: 'email', again: true })
    expect(confirmed.statusCode).toBe(200)
    expect((await testApp.app.inject(`/api/reviews/${firstToken}`)).statusCode).toBe(410)
    // 15 days later no confirmation is needed.
    await testApp.app.db
      .update(reviewRequests)
      .set({ sentAt: sql`now() - interval '15 days'` })
      .where(eq(reviewRequests.inquiryId, id))
    expect((await ask(id, { channel: 'whatsapp' })).statusCode).toBe(200)
  })

  describe('refuses, storing nothing', () => {
    async function errorResponse(id: string, payload: object, status: number, message: RegExp) {
      const before = await storedReviewRows(testApp)
      const response = await ask(id, payload)
      expect(response.statusCode).toBe(status)
      expect(response.json().message).toMatch(message)
      expect(await storedReviewRows(testApp)).toEqual(before)
    }

    it('an unknown request', async () => {
      await errorResponse(
        '00000000-0000-4000-8000-000000000000',
        { channel: 'email' },
        404,
        /no such/,
      )
    })

    it('a request that is not Done', async () => {
      const id = await doneQuoteRequest(testApp, { stage: 'won' })
      await errorResponse(id, { channel: 'email' }, 400, /Done first/)
      await errorResponse(id, { channel: 'whatsapp' }, 400, /Done first/)
    })

    it('e-mail without an address, WhatsApp without a usable number', async () => {
      const id = await doneQuoteRequest(testApp, { email: '', phone: 'call the office' })
      await errorResponse(id, { channel: 'email' }, 400, /no e-mail address/)
      await errorResponse(id, { channel: 'whatsapp' }, 400, /no phone number WhatsApp can use/)
    })

    it('a customer who asked for no more review mail, on both channels', async () => {
      const id = await doneQuoteRequest(testApp, { email: 'No.More@Example.org' })
      await testApp.app.db.insert(reviewMailOptOuts).values({
        emailHash: createHash('sha256').update('no.more@example.org').digest('hex'),
      })
      await errorResponse(id, { channel: 'email' }, 400, /asked not to be asked/)
      await errorResponse(id, { channel: 'whatsapp' }, 400, /asked not to be asked/)
      expect((await card(id)).reviewMailOptOut).toBe(true)
    })

    it('a request already reviewed', async () => {
      const id = await doneQuoteRequest(testApp)
      const url = new URL((await ask(id, { channel: 'whatsapp' })).json().url)
      const token = reviewTokenIn(url.searchParams.get('text') ?? '', SITE)
      const posted = await testApp.app.inject({
        method: 'POST',
        url: '/api/reviews',
        payload: { token, stars: 5, text: 'Great', name: 'Thandi, Lynnwood', mayShow: true },
      })
      expect(posted.statusCode).toBe(201)
      expect((await card(id)).review).toMatchObject({ stars: 5, receivedAt: expect.any(String) })
      await errorResponse(
        id,
        { channel: 'whatsapp', again: true },
        400,
        /already sent their review/,
      )
    })

    it('a bad channel', async () => {
      const id = await doneQuoteRequest(testApp)
      await errorResponse(id, { channel: 'sms' }, 400, /email or whatsapp/)
    })
  })
})

describe('a review e-mail the relay does not take', () => {
  it('responds with 502 and stores nothing, so staff simply try again', async () => {
    const gone = await stoppedSmtpRelay()
    const testApp = await buildTestApp({
      env: { SMTP_URL: gone.url, MAIL_TO: 'office@example.com' },
    })
    try {
      const cookie = await loginAsAdmin(testApp)
      const id = await doneQuoteRequest(testApp)
      const response = await askForReview(testApp, cookie, id, { channel: 'email' })
      expect(response.statusCode).toBe(502)
      expect(response.json().message).toMatch(/could not be sent/)
      expect(await storedReviewRows(testApp)).toEqual({ requests: 0, reviews: 0 })
      const [row] = await testApp.app.db
        .select()
        .from(quoteRequests)
        .where(eq(quoteRequests.id, id))
      expect(row?.stage).toBe('done')
    } finally {
      await testApp.close()
    }
  })
})
