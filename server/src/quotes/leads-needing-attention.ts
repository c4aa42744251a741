import type { AttentionReason, LeadNeedingAttention } from '@site/contract/leads'
import { type Database, quoteRequests, reviewRequests } from '@site/db'
import { and, asc, eq, lt, notExists, or } from 'drizzle-orm'
import { publishedSiteSettings } from '../site-settings/site-settings.js'
import { type HoursRow, workingHoursOf, workingTimeBetween } from './working-hours.js'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** How long a request may wait in a stage before it needs attention (decision 068). */
export const attentionAfter = {
  /** New: working time since it was received. */
  newWorkingMs: 2 * HOUR_MS,
  /** Quoted, with no outcome: days since it was quoted. */
  quotedMs: 7 * DAY_MS,
  /** Done, with no review request: days since the job was done. */
  doneMs: 3 * DAY_MS,
} as const

const ORDER: Record<AttentionReason, number> = { new: 0, quoted: 1, done: 2 }

/**
 * The requests that need attention as of `now`, given the working hours: new ones unanswered for
 * over 2 working hours, quotes with no outcome after 7 days, finished jobs with no review asked
 * for after 3 days. New first, then quoted, then done; the longest waiting first in each.
 */
export async function listLeadsNeedingAttention(
  db: Database,
  now: Date,
  hours: readonly HoursRow[],
): Promise<LeadNeedingAttention[]> {
  const rows = await db
    .select({
      id: quoteRequests.id,
      reference: quoteRequests.reference,
      firstName: quoteRequests.firstName,
      lastName: quoteRequests.lastName,
      stage: quoteRequests.stage,
      createdAt: quoteRequests.createdAt,
      stageChangedAt: quoteRequests.stageChangedAt,
    })
    .from(quoteRequests)
    .where(
      or(
        // Working time is never more than the time passed: a cheap first cut.
        and(
          eq(quoteRequests.stage, 'new'),
          lt(quoteRequests.createdAt, new Date(now.getTime() - attentionAfter.newWorkingMs)),
        ),
        and(
          eq(quoteRequests.stage, 'quoted'),
          lt(quoteRequests.stageChangedAt, new Date(now.getTime() - attentionAfter.quotedMs)),
        ),
        and(
          eq(quoteRequests.stage, 'done'),
          lt(quoteRequests.stageChangedAt, new Date(now.getTime() - attentionAfter.doneMs)),
          notExists(
            db
              .select({ id: reviewRequests.id })
              .from(reviewRequests)
              .where(eq(reviewRequests.inquiryId, quoteRequests.id)),
          ),
        ),
      ),
    )
    .orderBy(asc(quoteRequests.createdAt))

  const items: LeadNeedingAttention[] = []
  for (const row of rows) {
    const base = {
      id: row.id,
      reference: row.reference,
      firstName: row.firstName,
      lastName: row.lastName,
    }
    if (row.stage === 'new') {
      const working = workingTimeBetween(row.createdAt, now, hours)
      if (working <= attentionAfter.newWorkingMs) continue
      items.push({
        ...base,
        reason: 'new',
        since: row.createdAt.toISOString(),
        waited: Math.floor(working / HOUR_MS),
      })
    } else if (row.stage === 'quoted' || row.stage === 'done') {
      items.push({
        ...base,
        reason: row.stage,
        since: row.stageChangedAt.toISOString(),
        waited: Math.floor((now.getTime() - row.stageChangedAt.getTime()) / DAY_MS),
      })
    }
  }
  return items.sort(
    (a, b) => ORDER[a.reason] - ORDER[b.reason] || Date.parse(a.since) - Date.parse(b.since),
  )
}

/** The same list with the published settings' business hours (Mon–Fri 07:00–17:00 without). */
export async function leadsNeedingAttentionNow(
  db: Database,
  now: Date = new Date(),
): Promise<LeadNeedingAttention[]> {
  const { settings } = await publishedSiteSettings(db)
  return listLeadsNeedingAttention(db, now, workingHoursOf(settings.businessHours))
}
