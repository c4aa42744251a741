import { weekdays } from '@site/contract/weekdays'
import { type QuoteRequestRow, quoteRequests, reviewRequests } from '@site/db'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { leadsNeedingAttentionNow } from '../../src/quotes/leads-needing-attention.js'
import { loginAsAdmin } from '../support/admin-session.js'
import { mailingTestApp } from '../support/mailing-test-app.js'
import { parseMail } from '../support/mime.js'
import { storeQuoteRequest } from '../support/quote-requests.js'
import { publishSiteSettings, readSiteSettings, settingsWith } from '../support/site-settings.js'
import type { SmtpCapture } from '../support/smtp-capture.js'
import type { TestApp } from '../support/test-app.js'

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const SITE = 'https://www.example.co.za'
/** A South African wall time (SAST, UTC+2) as an instant. */
const sast = (wall: string) => new Date(`${wall}+02:00`)

let testApp: TestApp
let cookie: string
let smtp: SmtpCapture
let close = async () => {}

beforeAll(async () => {
  ;({ smtp, testApp, close } = await mailingTestApp({ env: { PUBLIC_URL: SITE } }))
  cookie = await loginAsAdmin(testApp)
})
afterAll(() => close())
beforeEach(async () => {
  await testApp.app.db.delete(quoteRequests)
  smtp.messages.length = 0
})

type Stage = 'new' | 'contacted' | 'quoted' | 'won' | 'done' | 'lost'

/** A stored request received at `createdAt`, in `stage` since `stageChangedAt`. */
function storeRequest(fields: {
  createdAt: Date
  stage?: Stage
  stageChangedAt?: Date
  firstName?: string
}) {
  return storeQuoteRequest(testApp.app.db, { stageChangedAt: fields.createdAt, ...fields })
}

/** The list's item for a request of the quote form (Thandi Mokoena), new for `waited` hours. */
function newRequestItem(request: QuoteRequestRow, waited: number) {
  return {
    id: request.id,
    reference: request.reference,
    firstName: 'Thandi',
    lastName: 'Mokoena',
    reason: 'new',
    since: request.createdAt.toISOString(),
    waited,
  }
}

async function askedForReview(inquiryId: string, sentAt: Date) {
  await testApp.app.db.insert(reviewRequests).values({
    inquiryId,
    channel: 'whatsapp',
    tokenHash: `hash-${inquiryId}`,
    sentAt,
    expiresAt: new Date(sentAt.getTime() + 60 * DAY),
  })
}

/** Publishes the settings' business hours (none: the Mon–Fri 07:00–17:00 default). */
async function publishHours(businessHours: unknown[]) {
  const published = await publishSiteSettings(testApp, cookie, {
    baseVersion: (await readSiteSettings(testApp, cookie)).version,
    settings: settingsWith((s) => {
      s.businessHours = businessHours
    }),
  })
  expect(published.statusCode, published.body).toBe(200)
}

describe('the requests that need attention', () => {
  it('lists a new request after 2 working hours of the default week (no hours in the settings)', async () => {
    await publishHours([])
    // Friday 16:30: half an hour that day, the rest on Monday from 07:00.
    const request = await storeRequest({ createdAt: sast('2026-11-20T16:30:00') })
    expect(await leadsNeedingAttentionNow(testApp.app.db, sast('2026-11-23T08:29:00'))).toEqual([])
    expect(await leadsNeedingAttentionNow(testApp.app.db, sast('2026-11-23T10:45:00'))).toEqual([
      newRequestItem(request, 4),
    ])
  })

  it("follows the settings' business hours when there are some", async () => {
    await publishHours([{ days: ['Sa'], opens: '08:00', closes: '12:00' }])
    await storeRequest({ createdAt: sast('2026-11-20T16:30:00') })
    // No working time from Friday to Saturday 10:00 but those two hours.
    expect(await leadsNeedingAttentionNow(testApp.app.db, sast('2026-11-21T09:59:00'))).toEqual([])
    expect(
      await leadsNeedingAttentionNow(testApp.app.db, sast('2026-11-21T10:01:00')),
    ).toHaveLength(1)
    await publishHours([])
  })

  it('lists a quote with no outcome after 7 days, a job done 3 days ago with no review asked for', async () => {
    const now = sast('2026-11-27T10:00:00')
    const ago = (ms: number) => new Date(now.getTime() - ms)
    const received = ago(30 * DAY)
    const inStage = (stage: Stage, changed: Date) =>
      storeRequest({ createdAt: received, stage, stageChangedAt: changed })
    const quoted = await inStage('quoted', ago(7 * DAY + 60_000))
    await inStage('quoted', ago(7 * DAY - 60_000))
    const done = await inStage('done', ago(9 * DAY))
    await inStage('done', ago(3 * DAY - 60_000))
    const reviewed = await inStage('done', ago(9 * DAY))
    await askedForReview(reviewed.id, ago(8 * DAY))
    // Stages that need nothing, however old.
    for (const stage of ['contacted', 'won', 'lost'] as const) await inStage(stage, received)
    const fresh = await storeRequest({ createdAt: ago(5 * DAY), firstName: 'Sipho' })

    const items = await leadsNeedingAttentionNow(testApp.app.db, now)
    expect(items.map((item) => [item.id, item.reason, item.waited])).toEqual([
      [fresh.id, 'new', 43],
      [quoted.id, 'quoted', 7],
      [done.id, 'done', 9],
    ])
  })
})

describe('GET /api/inquiries/attention', () => {
  it('requires the staff session', async () => {
    const response = await testApp.app.inject({ url: '/api/inquiries/attention' })
    expect(response.statusCode).toBe(401)
  })

  it('gives the list as of now, and nothing once the request moved on', async () => {
    // Open every hour of every day, so the test does not depend on when it runs.
    await publishHours([{ days: [...weekdays], opens: '00:00', closes: '00:00' }])
    const request = await storeRequest({ createdAt: new Date(Date.now() - 3 * HOUR - 60_000) })
    await storeRequest({ createdAt: new Date(Date.now() - HOUR) })
    const get = () => testApp.app.inject({ url: '/api/inquiries/attention', headers: { cookie } })

    const response = await get()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({ items: [newRequestItem(request, 3)] })

    const moved = await testApp.app.inject({
      method: 'PATCH',
      url: `/api/inquiries/${request.id}`,
      headers: { cookie },
      payload: { stage: 'contacted' },
    })
    expect(moved.statusCode).toBe(200)
    expect((await get()).json()).toEqual({ items: [] })
    await publishHours([])
  })
})

describe('the morning digest', () => {
  it('sends no mail when nothing needs attention', async () => {
    await storeRequest({ createdAt: sast('2026-11-27T06:00:00') })
    await storeRequest({
      createdAt: sast('2026-11-01T06:00:00'),
      stage: 'won',
      stageChangedAt: sast('2026-11-02T06:00:00'),
    })
    expect(await testApp.app.leadDigest.send(sast('2026-11-27T07:00:00'))).toBe(0)
    expect(smtp.messages).toEqual([])
  })

  it('mails the list to the quote mail recipient, with South African times and deep links', async () => {
    const now = sast('2026-11-30T07:00:00')
    // Received 27 Nov 01:24 in Johannesburg, 26 Nov 23:24 in UTC.
    const fresh = await storeRequest({
      createdAt: new Date('2026-11-26T23:24:53.453Z'),
      firstName: '<b>Sipho</b>',
    })
    const quoted = await storeRequest({
      createdAt: sast('2026-11-01T09:00:00'),
      stage: 'quoted',
      stageChangedAt: sast('2026-11-20T14:05:00'),
    })

    expect(await testApp.app.leadDigest.send(now)).toBe(2)
    expect(smtp.messages).toHaveLength(1)
    const [message] = smtp.messages
    expect(message?.to).toEqual(['office@example.com'])
    const mail = parseMail(message?.raw ?? '')
    expect(mail.headers.get('subject')).toBe('Needs attention: 2 quote requests')
    const link = (id: string) => `${SITE}/admin-portal/requests?request=${id}`
    expect(mail.text).toContain(
      [
        `${fresh.reference}, <b>Sipho</b> Mokoena`,
        'New for 10 working hours (received 27 Nov 2026, 01:24)',
        `Open it: ${link(fresh.id)}`,
        '',
        `${quoted.reference}, Thandi Mokoena`,
        'Quoted 9 days ago, no answer yet (quoted 20 Nov 2026, 14:05)',
        `Open it: ${link(quoted.id)}`,
      ].join('\n'),
    )
    expect(mail.text).not.toMatch(/UTC|\d{4}-\d\d-\d\dT/)
    expect(mail.html).toContain('&lt;b&gt;Sipho&lt;/b&gt;')
    expect(mail.html).not.toContain('<b>Sipho')
    expect(mail.html).toContain(`href="${link(quoted.id)}"`)
  })
})

describe('POST /api/inquiries/:id/reply-taps', () => {
  const tap = (id: string, headers: Record<string, string> = { cookie }) =>
    testApp.app.inject({ method: 'POST', url: `/api/inquiries/${id}/reply-taps`, headers })
  const firstContactOf = async (id: string) =>
    (await testApp.app.inject({ url: `/api/inquiries/${id}`, headers: { cookie } })).json()
      .firstContactAt

  it('requires the staff session', async () => {
    const request = await storeRequest({ createdAt: new Date() })
    expect((await tap(request.id, {})).statusCode).toBe(401)
    expect(await firstContactOf(request.id)).toBeNull()
  })

  it('refuses a malformed id (400) and an unknown request (404)', async () => {
    const malformed = await tap('not-a-uuid')
    expect(malformed.statusCode).toBe(400)
    const unknown = await tap('0b0e8b5e-6d39-4c57-9a53-2ad5cde2fd35')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ success: false, message: 'There is no such quote request.' })
  })

  it('records the first tap as the first contact; a second tap does not move it', async () => {
    const request = await storeRequest({ createdAt: new Date(Date.now() - DAY) })
    const first = await tap(request.id)
    expect(first.statusCode).toBe(204)
    expect(first.body).toBe('')
    const recorded = await firstContactOf(request.id)
    expect(Date.now() - Date.parse(recorded)).toBeLessThan(60_000)
    // Moved back an hour, as if the first tap was then: the next tap leaves it.
    const earlier = new Date(Date.parse(recorded) - HOUR)
    await testApp.app.pool.query('update inquiries set first_contact_at = $1 where id = $2', [
      earlier,
      request.id,
    ])
    expect((await tap(request.id)).statusCode).toBe(204)
    expect(await firstContactOf(request.id)).toBe(earlier.toISOString())
  })
})
