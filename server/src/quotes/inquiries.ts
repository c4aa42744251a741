import {
  type Inquiry,
  type InquiryChanges,
  type InquiryPage,
  type LeadStage,
  leadStages,
} from '@site/contract/inquiries'
import { type Database, type InquiryRow, inquiries } from '@site/db'
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm'

/**
 * Quote requests, newest first, `limit` at a time, older than the inquiry `before` if given, of
 * one stage if given; with the count of every stage.
 */
export async function listInquiries(
  db: Database,
  page: { limit: number; before?: string; stage?: LeadStage },
): Promise<InquiryPage | null> {
  let olderThan: SQL = sql`true`
  if (page.before) {
    const [cursor] = await db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.id, page.before))
    if (!cursor) return null
    // Compared in SQL: timestamps keep microseconds there, a JavaScript Date only milliseconds.
    olderThan = sql`(${inquiries.createdAt}, ${inquiries.id}) < (select c.created_at, c.id from ${inquiries} c where c.id = ${cursor.id})`
  }
  const rows = await db
    .select()
    .from(inquiries)
    .where(page.stage ? and(olderThan, eq(inquiries.stage, page.stage)) : olderThan)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(page.limit + 1)
  const items = rows.slice(0, page.limit).map(toView)
  const last = items.at(-1)
  return {
    items,
    nextBefore: rows.length > page.limit && last ? last.id : null,
    counts: await stageCounts(db),
  }
}

async function stageCounts(db: Database): Promise<Record<LeadStage, number>> {
  const rows = await db
    .select({ stage: inquiries.stage, count: count() })
    .from(inquiries)
    .groupBy(inquiries.stage)
  const counts = Object.fromEntries(leadStages.map((stage) => [stage, 0])) as Record<
    LeadStage,
    number
  >
  for (const row of rows) counts[row.stage] = row.count
  return counts
}

/**
 * Changes a quote request: handled (or open again), its stage, staff's note; null when there is
 * no such request.
 */
export async function changeInquiry(
  db: Database,
  id: string,
  changes: InquiryChanges,
): Promise<Inquiry | null> {
  const { handled, stage, note } = changes
  const [row] = await db
    .update(inquiries)
    .set({
      ...(handled === undefined
        ? {}
        : { handledAt: handled ? sql`coalesce(${inquiries.handledAt}, now())` : null }),
      ...(stage === undefined ? {} : { stage }),
      ...(note === undefined ? {} : { note }),
    })
    .where(eq(inquiries.id, id))
    .returning()
  return row ? toView(row) : null
}

/**
 * Erases a quote request for good (POPIA: a customer may ask for it); false when there is no such
 * request. A mail job still queued for it finds nothing and sends nothing.
 */
export async function eraseInquiry(db: Database, id: string): Promise<boolean> {
  const erased = await db
    .delete(inquiries)
    .where(eq(inquiries.id, id))
    .returning({ id: inquiries.id })
  return erased.length > 0
}

function toView(row: InquiryRow): Inquiry {
  return {
    id: row.id,
    reference: row.reference,
    stage: row.stage,
    note: row.note,
    marketingConsentAt: row.marketingConsentAt?.toISOString() ?? null,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    serviceType: row.serviceType,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
    handledAt: row.handledAt?.toISOString() ?? null,
    deliveryStatus: row.deliveryStatus,
    deliveryAttempts: row.deliveryAttempts,
    lastDeliveryError: row.lastDeliveryError,
    sentAt: row.sentAt?.toISOString() ?? null,
  }
}
