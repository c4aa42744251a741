import { reviewRequests, reviews } from '@site/db'
import { describe, expect, it } from 'vitest'
import { withAdminTestApp } from '../support/admin-session.js'
import { storeQuoteRequest } from '../support/quote-requests.js'
import { southAfricanMidnight, southAfricanMonday } from '../support/south-african-week.js'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

describe('GET /api/dashboard: first answers and reviews per week', () => {
  const admin = withAdminTestApp()
  const thisMonday = southAfricanMonday()
  /** A moment `weeksAgo` weeks before this South African Monday's midnight, plus `offsetMs`. */
  const at = (weeksAgo: number, offsetMs = 0) =>
    new Date(southAfricanMidnight(thisMonday, -weeksAgo).getTime() + offsetMs)

  async function received(createdAt: Date, answeredAfterMs: number | null) {
    const row = await storeQuoteRequest(admin.testApp.app.db, {
      createdAt,
      stage: answeredAfterMs === null ? 'new' : 'done',
      firstContactAt:
        answeredAfterMs === null ? null : new Date(createdAt.getTime() + answeredAfterMs),
    })
    return row.id
  }

  it('gives the median time to the first answer of the week’s requests, review requests sent, reviews and average stars', async () => {
    const { db } = admin.testApp.app
    // This week: answered after 30, 90 and 10 minutes (median 30); one not answered yet.
    const a = await received(at(0, HOUR), 30 * MINUTE)
    const b = await received(at(0, 2 * HOUR), 90 * MINUTE)
    await received(at(0, 3 * HOUR), 10 * MINUTE)
    await received(at(0, 4 * HOUR), null)
    // Last week: 2 and 3 hours (the median of two is between them: 150 minutes).
    const e = await received(at(1), 2 * HOUR)
    await received(at(1, HOUR), 3 * HOUR)
    // Received on the Sunday two weeks ago, answered on Monday: counted in the week received.
    await received(at(1, -HOUR), 25 * HOUR)

    const sent = (inquiryId: string, sentAt: Date, n: number) => ({
      inquiryId,
      channel: 'email' as const,
      tokenHash: `hash-${n}`,
      sentAt,
      expiresAt: new Date(sentAt.getTime() + 60 * 24 * HOUR),
    })
    await db.insert(reviewRequests).values([
      sent(a, at(0, HOUR), 1),
      sent(b, at(0, 2 * HOUR), 2),
      // Last week's Sunday, a second before this Monday in Johannesburg.
      sent(e, at(0, -1000), 3),
    ])
    const review = (inquiryId: string, stars: number, createdAt: Date) => ({
      inquiryId,
      stars,
      text: 'Good work.',
      name: 'Thandi, Soweto',
      mayShow: true,
      createdAt,
    })
    await db
      .insert(reviews)
      .values([review(a, 5, at(0, HOUR)), review(b, 4, at(0, HOUR)), review(e, 2, at(1, HOUR))])

    const response = await admin.testApp.app.inject({
      url: '/api/dashboard',
      headers: { cookie: admin.cookie },
    })
    expect(response.statusCode).toBe(200)
    const weeks = response.json().weeks
    const figures = (week: Record<string, unknown>) => ({
      medianFirstContactMinutes: week.medianFirstContactMinutes,
      reviewRequestsSent: week.reviewRequestsSent,
      reviewsReceived: week.reviewsReceived,
      averageStars: week.averageStars,
    })
    expect(figures(weeks[0])).toEqual({
      medianFirstContactMinutes: 30,
      reviewRequestsSent: 2,
      reviewsReceived: 2,
      averageStars: 4.5,
    })
    expect(figures(weeks[1])).toEqual({
      medianFirstContactMinutes: 150,
      reviewRequestsSent: 1,
      reviewsReceived: 1,
      averageStars: 2,
    })
    expect(figures(weeks[2])).toEqual({
      medianFirstContactMinutes: 25 * 60,
      reviewRequestsSent: 0,
      reviewsReceived: 0,
      averageStars: null,
    })
  })
})
