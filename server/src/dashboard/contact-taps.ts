import type { ContactChannel } from '@site/contract/contact-channels'
import { contactTapCounts, type Database } from '@site/db'
import { sql } from 'drizzle-orm'
import { countAttempt } from '../shared/rate-limits.js'
import { weekStartOf } from './south-african-weeks.js'

/** Enough for a visitor who taps, comes back and taps again; not enough to move a week's count. */
export const contactTapLimit = { windowMs: 10 * 60 * 1000, perAddress: 30 }

/**
 * Counts a tap on a WhatsApp or call link in this week's counter of its channel, unless the
 * address has already sent `contactTapLimit.perAddress` taps in the window. The address is
 * used for that limit only (a rate-limit window, purged when it ends); the counter keeps the
 * week, the channel and a number.
 */
export async function countContactTap(
  db: Database,
  channel: ContactChannel,
  remoteIp: string,
): Promise<'counted' | 'over-limit'> {
  const window = await countAttempt(db, `contact-tap:address:${remoteIp}`, contactTapLimit.windowMs)
  if (window.hits > contactTapLimit.perAddress) return 'over-limit'
  await db
    .insert(contactTapCounts)
    .values({ weekStart: weekStartOf(sql`now()`), channel, taps: 1 })
    .onConflictDoUpdate({
      target: [contactTapCounts.weekStart, contactTapCounts.channel],
      set: { taps: sql`${contactTapCounts.taps} + 1` },
    })
  return 'counted'
}
