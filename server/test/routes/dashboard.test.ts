import { contactTapCounts, quoteRequests } from '@site/db'
import { describe, expect, it } from 'vitest'
import { clearAttempts } from '../../src/shared/rate-limits.js'
import { withAdminTestApp } from '../support/admin-session.js'
import { quoteForm } from '../support/quote-requests.js'
import { southAfricanMidnight, southAfricanMonday } from '../support/south-african-week.js'

const zeros = {
  quoteRequests: 0,
  whatsappTaps: 0,
  callTaps: 0,
  unusualTaps: 0,
  medianFirstContactMinutes: null,
  reviewRequestsSent: 0,
  reviewsReceived: 0,
  averageStars: null,
}
const noStages = { new: 0, contacted: 0, quoted: 0, won: 0, done: 0, lost: 0 }

describe('GET /api/dashboard', () => {
  const admin = withAdminTestApp()
  const get = (headers: Record<string, string> = { cookie: admin.cookie }) =>
    admin.testApp.app.inject({ url: '/api/dashboard', headers })
  const thisMonday = southAfricanMonday()
  const mondayOf = (weeksAgo: number) =>
    southAfricanMonday(southAfricanMidnight(thisMonday, -weeksAgo))

  it('requires the staff session', async () => {
    const response = await get({})
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      success: false,
      message: 'Your session has ended. Please log in again.',
    })
  })

  it('gives the last 12 weeks, this one first, with zeros when nothing happened', async () => {
    const response = await get()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.json()).toEqual({
      weeks: Array.from({ length: 12 }, (_, weeksAgo) => ({
        weekStart: mondayOf(weeksAgo),
        ...zeros,
      })),
      stages: noStages,
      unusualTapsOver: 20,
    })
  })

  it('counts requests in South African weeks, taps per channel, and requests per stage', async () => {
    const { db } = admin.testApp.app
    const at = (weeksAgo: number, offsetMs = 0) =>
      new Date(southAfricanMidnight(thisMonday, -weeksAgo).getTime() + offsetMs)
    const requests: { createdAt: Date; stage?: 'contacted' | 'won' | 'lost' }[] = [
      // This Monday 00:00 in Johannesburg: still Sunday in UTC, but this week.
      { createdAt: at(0) },
      // A second before: last week's Sunday 23:59:59.
      { createdAt: at(0, -1000), stage: 'contacted' },
      { createdAt: at(1, 3600_000), stage: 'won' },
      // The oldest week shown starts at its Monday 00:00; the second before is not shown.
      { createdAt: at(11) },
      { createdAt: at(11, -1000), stage: 'lost' },
    ]
    await db.insert(quoteRequests).values(
      requests.map((request, i) => ({
        ...quoteForm,
        ...request,
        reference: `Q-2026-${String(900 + i)}`,
      })),
    )
    await db.insert(contactTapCounts).values([
      { weekStart: mondayOf(2), channel: 'whatsapp', taps: 7, unusualTaps: 40 },
      { weekStart: mondayOf(2), channel: 'call', taps: 3, unusualTaps: 2 },
      { weekStart: mondayOf(12), channel: 'call', taps: 99 },
    ])
    for (const [channel, from] of [
      ['whatsapp', '198.51.100.1'],
      ['whatsapp', '198.51.100.2'],
      ['call', '198.51.100.1'],
    ]) {
      const tap = await admin.testApp.app.inject({
        method: 'POST',
        url: '/api/contact-taps',
        remoteAddress: from,
        payload: { channel },
      })
      expect(tap.statusCode).toBe(204)
    }

    const { weeks, stages } = (await get()).json()
    expect(weeks).toHaveLength(12)
    expect(weeks[0]).toEqual({
      ...zeros,
      weekStart: thisMonday,
      quoteRequests: 1,
      whatsappTaps: 2,
      callTaps: 1,
      unusualTaps: 0,
    })
    expect(weeks[1]).toEqual({ weekStart: mondayOf(1), ...zeros, quoteRequests: 2 })
    expect(weeks[2]).toEqual({
      weekStart: mondayOf(2),
      ...zeros,
      whatsappTaps: 7,
      callTaps: 3,
      unusualTaps: 42,
    })
    expect(weeks[11]).toEqual({ weekStart: mondayOf(11), ...zeros, quoteRequests: 1 })
    for (const week of weeks.slice(3, 11))
      expect(week).toEqual({ weekStart: week.weekStart, ...zeros })
    // Every stored request, also those older than the weeks shown.
    expect(stages).toEqual({ new: 2, contacted: 1, quoted: 0, won: 1, done: 0, lost: 1 })
  })

  it('shows taps from 100 addresses in an hour as 20 counted and 80 unusual', async () => {
    const { app } = admin.testApp
    await clearAttempts(app.db, 'contact-tap:all')
    const before = (await get()).json().weeks[0]
    for (let i = 0; i < 100; i += 1) {
      const tap = await app.inject({
        method: 'POST',
        url: '/api/contact-taps',
        remoteAddress: `203.0.113.${i + 1}`,
        payload: { channel: i % 2 === 0 ? 'whatsapp' : 'call' },
      })
      expect(tap.statusCode).toBe(204)
    }
    const { weeks, unusualTapsOver } = (await get()).json()
    expect(unusualTapsOver).toBe(20)
    expect(weeks[0].whatsappTaps + weeks[0].callTaps).toBe(
      before.whatsappTaps + before.callTaps + 20,
    )
    expect(weeks[0].unusualTaps).toBe(before.unusualTaps + 80)
  })
})
