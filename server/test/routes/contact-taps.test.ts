import { contactTapCounts, rateLimits } from '@site/db'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactTapLimit } from '../../src/dashboard/contact-taps.js'
import { clearAttempts } from '../../src/shared/rate-limits.js'
import { southAfricanMonday } from '../support/south-african-week.js'
import { buildTestApp, type TestApp } from '../support/test-app.js'

describe('POST /api/contact-taps', () => {
  let testApp: TestApp
  beforeAll(async () => {
    testApp = await buildTestApp()
  })
  afterAll(() => testApp.close())

  const tap = (
    payload: string | object,
    { from = '198.51.100.1', headers = {} as Record<string, string> } = {},
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/contact-taps',
      remoteAddress: from,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) TestPhone/1.0',
        ...headers,
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    })

  const counters = () =>
    testApp.app.db
      .select()
      .from(contactTapCounts)
      .orderBy(contactTapCounts.weekStart, contactTapCounts.channel)
  const tapsOf = async (channel: string) =>
    (await counters()).find((row) => row.channel === channel)?.taps ?? 0
  const unusualTapsOf = async (channel: string) =>
    (await counters()).find((row) => row.channel === channel)?.unusualTaps ?? 0

  it("counts each channel in this week's row (the Monday in South Africa), responding with 204", async () => {
    const first = await tap({ channel: 'whatsapp' })
    expect(first.statusCode).toBe(204)
    expect(first.body).toBe('')
    expect(first.headers['cache-control']).toBe('no-store')
    await tap({ channel: 'whatsapp' }, { from: '198.51.100.2' })
    await tap({ channel: 'call' })
    const week = southAfricanMonday()
    expect(await counters()).toEqual([
      { weekStart: week, channel: 'call', taps: 1, unusualTaps: 0 },
      { weekStart: week, channel: 'whatsapp', taps: 2, unusualTaps: 0 },
    ])
  })

  it('keeps the week, the channel and numbers: no address, browser or time', async () => {
    await tap({ channel: 'call' }, { from: '203.0.113.77' })
    const { rows: columns } = await testApp.app.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns
          where table_name = 'contact_tap_counts' order by ordinal_position`,
    )
    expect(columns.map((column) => column.column_name)).toEqual([
      'week_start',
      'channel',
      'taps',
      'unusual_taps',
    ])
    const stored = JSON.stringify(await counters())
    expect(stored).not.toContain('203.0.113.77')
    expect(stored).not.toContain('TestPhone')
  })

  it.each([
    ['an unknown channel', { channel: 'email' }, 400, 'channel: must be one of: whatsapp, call'],
    ['no channel', {}, 400, 'channel: must be one of: whatsapp, call'],
    [
      'a field besides the channel',
      { channel: 'call', page: '/gallery' },
      400,
      'only the channel may be sent, not: page',
    ],
    ['a list', [{ channel: 'call' }], 400, 'the body must be JSON such as {"channel": "call"}'],
    ['text that is not JSON', 'channel=call', 400, /not valid JSON/],
    ['an empty body', '', 400, /cannot be empty/],
    ['a body over 1 KB', { channel: 'call', padding: 'x'.repeat(2000) }, 413, /too large/],
  ])('refuses %s and counts nothing', async (_name, body, status, message) => {
    const before = await counters()
    const response = await tap(body, { from: '192.0.2.200' })
    expect(response.statusCode).toBe(status)
    const expected = typeof message === 'string' ? message : expect.stringMatching(message)
    expect(response.json()).toEqual({ success: false, message: expected })
    expect(await counters()).toEqual(before)
    // Not even the address's limit is touched.
    expect(
      await testApp.app.db
        .select()
        .from(rateLimits)
        .where(sql`${rateLimits.key} like '%192.0.2.200%'`),
    ).toEqual([])
  })

  it.each([
    ['as plain text', 'text/plain;charset=UTF-8', 400],
    ['as a form', 'application/x-www-form-urlencoded', 415],
  ])('refuses a tap sent %s (the beacon sends JSON)', async (_name, contentType, status) => {
    const before = await counters()
    const response = await tap('{"channel":"call"}', { headers: { 'content-type': contentType } })
    expect(response.statusCode).toBe(status)
    expect(response.json().success).toBe(false)
    expect(await counters()).toEqual(before)
  })

  it('counts one address once per channel in an hour, still responding with 204', async () => {
    const [whatsapp, call] = [await tapsOf('whatsapp'), await tapsOf('call')]
    for (let i = 0; i < 100; i += 1) {
      expect((await tap({ channel: 'whatsapp' }, { from: '198.51.100.99' })).statusCode).toBe(204)
    }
    expect(await tapsOf('whatsapp')).toBe(whatsapp + 1)
    // The other channel, and another address, are counted as before.
    await tap({ channel: 'call' }, { from: '198.51.100.99' })
    await tap({ channel: 'whatsapp' }, { from: '198.51.100.100' })
    expect(await tapsOf('call')).toBe(call + 1)
    expect(await tapsOf('whatsapp')).toBe(whatsapp + 2)
    expect(await unusualTapsOf('whatsapp')).toBe(0)
  })

  it(`keeps taps over ${contactTapLimit.perHour} in an hour apart as unusual, not counted`, async () => {
    const { db } = testApp.app
    // The hour's window starts empty whatever the tests before counted, and is left so after.
    await clearAttempts(db, 'contact-tap:all')
    const [taps, unusual] = [await tapsOf('whatsapp'), await unusualTapsOf('whatsapp')]
    for (let i = 0; i < 100; i += 1) {
      const from = `203.0.113.${i + 1}`
      expect((await tap({ channel: 'whatsapp' }, { from })).statusCode).toBe(204)
    }
    expect(await tapsOf('whatsapp')).toBe(taps + contactTapLimit.perHour)
    expect(await unusualTapsOf('whatsapp')).toBe(unusual + 100 - contactTapLimit.perHour)
    await clearAttempts(db, 'contact-tap:all')
  })

  it("refuses a tap sent by another site's page, and counts one from the site's own", async () => {
    const before = await tapsOf('call')
    const host = { host: 'contractor.example' }
    const foreign = await tap(
      { channel: 'call' },
      { headers: { ...host, origin: 'https://elsewhere.example' } },
    )
    expect(foreign.statusCode).toBe(403)
    expect(await tapsOf('call')).toBe(before)
    const own = await tap(
      { channel: 'call' },
      {
        from: '198.51.100.50',
        headers: { ...host, origin: 'http://contractor.example', 'sec-fetch-site': 'same-origin' },
      },
    )
    expect(own.statusCode).toBe(204)
    expect(await tapsOf('call')).toBe(before + 1)
  })
})
