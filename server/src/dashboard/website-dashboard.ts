import { dashboardWeeks, type WebsiteDashboard } from '@site/contract/website-dashboard'
import { contactTapCounts, type Database, inquiries } from '@site/db'
import { count, gte, sql } from 'drizzle-orm'
import { stageCounts } from '../quotes/inquiries.js'
import { contactTapLimit } from './contact-taps.js'
import { isoDate, mondaysBack, startOfDay, weekStartOf } from './south-african-weeks.js'

/**
 * The last `dashboardWeeks` South African weeks, this one first, each with the quote requests
 * stored and the WhatsApp and call taps counted in it (zeros for a quiet week), and the unusual
 * taps kept apart; and how many stored requests are in each stage.
 */
export async function loadWebsiteDashboard(db: Database): Promise<WebsiteDashboard> {
  const { rows } = await db.execute<{ week: string }>(
    sql`select ${isoDate(weekStartOf(sql`now()`))} as week`,
  )
  const [now] = rows
  if (!now) throw new Error('the database gave no current week')
  const mondays = mondaysBack(now.week, dashboardWeeks)
  const oldest = mondays.at(-1) ?? now.week

  const requestWeek = isoDate(weekStartOf(inquiries.createdAt))
  const [requests, taps, stages] = await Promise.all([
    db
      .select({ week: requestWeek, count: count() })
      .from(inquiries)
      .where(gte(inquiries.createdAt, startOfDay(oldest)))
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
  ])

  const requestsIn = new Map(requests.map((row) => [row.week, row.count]))
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
    })),
    stages,
    unusualTapsOver: contactTapLimit.perHour,
  }
}
