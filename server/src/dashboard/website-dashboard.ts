import { dashboardWeeks, type WebsiteDashboard } from '@site/contract/website-dashboard'
import { contactTapCounts, type Database, quoteRequests, reviewRequests, reviews } from '@site/db'
import { and, avg, count, gte, isNotNull, sql } from 'drizzle-orm'
import { stageCounts } from '../quotes/leads.js'
import { contactTapLimit } from './contact-taps.js'
import { isoDate, mondaysBack, startOfDay, weekStartOf } from './south-african-weeks.js'

/**
 * The last `dashboardWeeks` South African weeks, this one first, each with the quote requests
 * stored and the WhatsApp and call taps counted in it (zeros for a quiet week), and the unusual
 * taps kept apart; how fast staff first answered that week's requests (the median), the review
 * requests sent and the reviews received with their average stars; and how many stored requests
 * are in each stage.
 */
export async function loadWebsiteDashboard(db: Database): Promise<WebsiteDashboard> {
  const { rows } = await db.execute<{ week: string }>(
    sql`select ${isoDate(weekStartOf(sql`now()`))} as week`,
  )
  const [now] = rows
  if (!now) throw new Error('the database gave no current week')
  const mondays = mondaysBack(now.week, dashboardWeeks)
  const oldest = mondays.at(-1) ?? now.week

  const requestWeek = isoDate(weekStartOf(quoteRequests.createdAt))
  const requestSentWeek = isoDate(weekStartOf(reviewRequests.sentAt))
  const reviewWeek = isoDate(weekStartOf(reviews.createdAt))
  const [requests, taps, stages, firstContacts, requestsSent, reviewsIn] = await Promise.all([
    db
      .select({ week: requestWeek, count: count() })
      .from(quoteRequests)
      .where(gte(quoteRequests.createdAt, startOfDay(oldest)))
      .groupBy(requestWeek),
    db
      .select({
        week: contactTapCounts.weekStart,
        channel: contactTapCounts.channel,
        taps: contactTapCounts.taps,
        unusualTaps: contactTapCounts.unusualTaps,
      })
      .from(contactTapCounts)
      .where(gte(contactTapCounts.weekStart, oldest)),
    stageCounts(db),
    db
      .select({
        week: requestWeek,
        minutes: sql<number>`round(percentile_cont(0.5) within group (order by extract(epoch from ${quoteRequests.firstContactAt} - ${quoteRequests.createdAt})) / 60)::int`,
      })
      .from(quoteRequests)
      .where(
        and(
          gte(quoteRequests.createdAt, startOfDay(oldest)),
          isNotNull(quoteRequests.firstContactAt),
        ),
      )
      .groupBy(requestWeek),
    db
      .select({ week: requestSentWeek, count: count() })
      .from(reviewRequests)
      .where(gte(reviewRequests.sentAt, startOfDay(oldest)))
      .groupBy(requestSentWeek),
    db
      .select({ week: reviewWeek, count: count(), stars: avg(reviews.stars) })
      .from(reviews)
      .where(gte(reviews.createdAt, startOfDay(oldest)))
      .groupBy(reviewWeek),
  ])

  const requestsIn = new Map(requests.map((row) => [row.week, row.count]))
  const firstContactIn = new Map(firstContacts.map((row) => [row.week, row.minutes]))
  const sentIn = new Map(requestsSent.map((row) => [row.week, row.count]))
  const reviewsOf = new Map(reviewsIn.map((row) => [row.week, row]))
  const tapsIn = (week: string, channel: string) =>
    taps.find((row) => row.week === week && row.channel === channel)?.taps ?? 0
  const unusualIn = (week: string) =>
    taps.filter((row) => row.week === week).reduce((sum, row) => sum + row.unusualTaps, 0)
  return {
    weeks: mondays.map((weekStart) => ({
      weekStart,
      quoteRequests: requestsIn.get(weekStart) ?? 0,
      whatsappTaps: tapsIn(weekStart, 'whatsapp'),
      callTaps: tapsIn(weekStart, 'call'),
      unusualTaps: unusualIn(weekStart),
      medianFirstContactMinutes: firstContactIn.get(weekStart) ?? null,
      reviewRequestsSent: sentIn.get(weekStart) ?? 0,
      reviewsReceived: reviewsOf.get(weekStart)?.count ?? 0,
      averageStars: averageOf(reviewsOf.get(weekStart)?.stars),
    })),
    stages,
    unusualTapsOver: contactTapLimit.perHour,
  }
}

/** Postgres's `avg` (a numeric, as a string) to one decimal; null when there was nothing. */
function averageOf(value: string | null | undefined): number | null {
  return value == null ? null : Math.round(Number(value) * 10) / 10
}
