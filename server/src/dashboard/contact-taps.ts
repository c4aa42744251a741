import type { ContactChannel } from '@site/contract/contact-channels'
import { contactTapCounts, type Database } from '@site/db'
import { sql } from 'drizzle-orm'
import { countAttempt } from '../shared/rate-limits.js'
import { weekStartOf } from './south-african-weeks.js'

/**
 * How taps are counted. One address counts once per channel per hour: a visitor who taps, comes
 * back and taps again is still one visitor. Over `perHour` counted taps in an hour (all
 * addresses and channels together) the rest are kept apart as unusual: a one-person contractor's
 * site sees a few taps on a busy day, so 20 in one hour is several times its busiest real hour (a
 * post shared in a local group), while a script with many addresses can add at most 20 an hour
 * to the counts, and the dashboard shows everything beyond that as unusual.
 */
export const contactTapLimit = { windowMs: 60 * 60 * 1000, perHour: 20 }

export type TapOutcome = 'counted' | 'repeat' | 'unusual'

/**
 * Counts a tap on a WhatsApp or call link in this week's row of its channel: as a tap, as an
 * unusual one over the hourly ceiling, or not at all when its address already tapped that channel
 * in the hour. The address is used for that only (a rate-limit window, purged when it ends); the
 * row keeps the week, the channel and two numbers.
 */
export async function countContactTap(
  db: Database,
  channel: ContactChannel,
  remoteIp: string,
): Promise<TapOutcome> {
  const { windowMs, perHour } = contactTapLimit
  const visitor = await countAttempt(db, `contact-tap:${channel}:${remoteIp}`, windowMs)
  if (visitor.hits > 1) return 'repeat'
  const hour = await countAttempt(db, 'contact-tap:all', windowMs)
  const unusual = hour.hits > perHour
  await db
    .insert(contactTapCounts)
    .values({
      weekStart: weekStartOf(sql`now()`),
      channel,
      taps: unusual ? 0 : 1,
      unusualTaps: unusual ? 1 : 0,
    })
    .onConflictDoUpdate({
      target: [contactTapCounts.weekStart, contactTapCounts.channel],
      set: unusual
        ? { unusualTaps: sql`${contactTapCounts.unusualTaps} + 1` }
        : { taps: sql`${contactTapCounts.taps} + 1` },
    })
  return unusual ? 'unusual' : 'counted'
}
