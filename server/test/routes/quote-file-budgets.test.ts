import { quoteFiles, quoteRequests } from '@site/db'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { spendQuoteFileBudgets } from '../../src/quotes/quote-file-budgets.js'
import { clearAttempts } from '../../src/shared/rate-limits.js'
import { mailingTestApp } from '../support/mailing-test-app.js'
import { makeNoisyJpeg } from '../support/media-files.js'
import { parseMail } from '../support/mime.js'
import type { FormPart } from '../support/multipart.js'
import {
  fastQuoteRequests,
  sendQuoteWithFiles,
  storedQuoteState,
} from '../support/quote-requests.js'
import type { SmtpCapture } from '../support/smtp-capture.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

const ALERT_SUBJECT = "Subject: Website alert: Customers' photos and videos are refused for today"

describe("POST /api/quote-requests: a day's budget for visitors' files", () => {
  let testApp: TestApp
  let smtp: SmtpCapture
  let close = async () => {}
  /** A real photo of about 0.6 MB (noise does not compress). */
  let photo: FormPart

  beforeAll(async () => {
    ;({ smtp, testApp, close } = await mailingTestApp({
      quoteRequests: fastQuoteRequests,
      env: {
        QUOTE_FILES_DAILY_MB_PER_ADDRESS: '1',
        QUOTE_FILES_DAILY_MB: '2',
      },
    }))
    photo = { name: 'photos', filename: 'noise.jpg', content: await makeNoisyJpeg(1000, 1000) }
  })
  afterAll(() => close())

  /** Rows and objects, without the copies the photo jobs make meanwhile. */
  async function stored() {
    const state = await storedQuoteState(testApp)
    const ids = (await testApp.app.db.select({ id: quoteRequests.id }).from(quoteRequests)).map(
      (r) => r.id,
    )
    const files = await testApp.app.db.select().from(quoteFiles)
    const strays = state.objects.filter(
      (key) => !ids.some((id) => key.startsWith(`quote-files/${id}/`)),
    )
    return { requests: state.requests, files: files.length, strays, unfinished: state.unfinished }
  }

  it('one address over its budget: 429 with Retry-After, nothing stored; another address is taken', async () => {
    const first = await sendQuoteWithFiles(testApp, [photo], { remoteAddress: '198.51.100.1' })
    expect(first.statusCode, first.body).toBe(200)
    const before = await stored()
    expect(before).toEqual({ requests: 1, files: 1, strays: [], unfinished: [] })

    const again = await sendQuoteWithFiles(testApp, [photo], { remoteAddress: '198.51.100.1' })
    expect(again.statusCode, again.body).toBe(429)
    const retryAfter = Number(again.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(23 * 3600)
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600)
    expect(again.json()).toEqual({
      success: false,
      message:
        'These files would go over the 1 MB of photos and videos we can take from one internet ' +
        'connection in a day. Please send fewer or smaller files, try again in about 24 hours, ' +
        'or send your request without files and we will ask you for them.',
    })
    expect(await stored()).toEqual(before)

    const other = await sendQuoteWithFiles(testApp, [photo], { remoteAddress: '198.51.100.2' })
    expect(other.statusCode, other.body).toBe(200)
  })

  it("the site's budget crossed: 507, nothing stored, the owner alerted once", async () => {
    // 1.2 of the site's 2 MB are spent; the next address's photo fits, the one after does not.
    const third = await sendQuoteWithFiles(testApp, [photo], { remoteAddress: '198.51.100.3' })
    expect(third.statusCode, third.body).toBe(200)
    const before = await stored()

    for (const address of ['198.51.100.4', '198.51.100.5']) {
      const errorResponse = await sendQuoteWithFiles(testApp, [photo], { remoteAddress: address })
      expect(errorResponse.statusCode, errorResponse.body).toBe(507)
      expect(Number(errorResponse.headers['retry-after'])).toBeGreaterThan(0)
      expect(errorResponse.json().message).toBe(
        "We cannot take more photos or videos today: the space for customers' files is full. " +
          'Please send your request without files (we will ask you for them), or try again in about 24 hours.',
      )
    }
    expect(await stored()).toEqual(before)
    // A request without files still comes in.
    const noFiles = await sendQuoteWithFiles(testApp, [], { remoteAddress: '198.51.100.5' })
    expect(noFiles.statusCode, noFiles.body).toBe(200)

    // Headers as read, long ones unfolded.
    const alerts = () =>
      smtp.messages.filter((mail) => mail.raw.replace(/\r\n[ \t]+/g, ' ').includes(ALERT_SUBJECT))
    // The owner's alert check (every 5 minutes) mails it: to MAIL_TO, as no ALERT_EMAIL is set.
    expect((await testApp.app.ownerAlerts.check()).mailed).toBe(1)
    expect(alerts()).toHaveLength(1)
    expect(alerts()[0]?.to).toEqual(['office@example.com'])
    expect(alerts()[0]?.raw).toContain('QUOTE_FILES_DAILY_MB')
    // Until when, in South African time as the portal writes it (issue 36, item 7).
    const alertText = parseMail(alerts()[0]?.raw ?? '').text.replace(/\s+/g, ' ')
    expect(alertText).toMatch(/Until \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d\d:\d\d the customer/)
    expect(alertText).not.toMatch(/UTC|\d{4}-\d\d-\d\dT/)
    const warned = testApp.logs.filter((line) => line.level === 40 && /daily budget/.test(line.msg))
    expect(warned).toHaveLength(1)
    // Another error later the same day sends nothing more.
    const later = await sendQuoteWithFiles(testApp, [photo], { remoteAddress: '198.51.100.6' })
    expect(later.statusCode).toBe(507)
    expect((await testApp.app.ownerAlerts.check()).mailed).toBe(0)
    expect(alerts()).toHaveLength(1)
    // The budget renews: one all-clear.
    await clearAttempts(testApp.app.db, 'quote-files:site')
    await clearAttempts(testApp.app.db, 'quote-files:site-refused')
    expect((await testApp.app.ownerAlerts.check()).mailed).toBe(1)
    expect(parseMail(smtp.messages.at(-1)?.raw ?? '').headers.get('subject')).toBe(
      `Website all clear: "Customers' photos and videos are refused for today" is over`,
    )
  })
})

describe('two requests at once from one address, together over its budget', () => {
  let testApp: TestApp

  beforeAll(async () => {
    testApp = await buildTestApp({
      quoteRequests: fastQuoteRequests,
      env: { QUOTE_FILES_DAILY_MB_PER_ADDRESS: '1' },
    })
  })
  afterAll(() => testApp?.close())

  it('one is stored, the other refused with 429 and its file removed', async () => {
    const photo: FormPart = {
      name: 'photos',
      filename: 'noise.jpg',
      content: await makeNoisyJpeg(1000, 1000),
    }
    // Sent at once: the one counted second is refused, by what was left when it began or, when
    // both began before either was counted, by the count in the transaction that would store it.
    const responses = await Promise.all(
      [1, 2].map(() => sendQuoteWithFiles(testApp, [photo], { remoteAddress: '203.0.113.7' })),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 429])
    const stored = responses.find((response) => response.statusCode === 200)?.json().reference
    const [row] = await testApp.app.db.select().from(quoteRequests)
    expect(row?.reference).toBe(stored)
    const state = await storedQuoteState(testApp)
    expect(state.requests).toBe(1)
    expect(state.objects.every((key) => key.startsWith(`quote-files/${row?.id}/`))).toBe(true)
  })

  it('the count in the storing transaction refuses what would go over, whatever was read before', async () => {
    const budgets = { perAddressBytes: 1024 * 1024, siteBytes: 100 * 1024 * 1024 }
    const { db } = testApp.app
    await spendQuoteFileBudgets(db, budgets, '203.0.113.8', 700 * 1024)
    await expect(
      spendQuoteFileBudgets(db, budgets, '203.0.113.8', 700 * 1024),
    ).rejects.toMatchObject({ statusCode: 429, budget: 'address' })
    await spendQuoteFileBudgets(db, budgets, '203.0.113.8', 300 * 1024)
  })
})
