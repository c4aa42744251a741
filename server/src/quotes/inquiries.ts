import type { Inquiry, InquiryPage } from '@site/contract/inquiries'
import { type Database, type InquiryRow, inquiries } from '@site/db'
import { desc, eq, sql } from 'drizzle-orm'

/** Quote requests, newest first, `limit` at a time, older than the inquiry `before` if given. */
export async function listInquiries(
  db: Database,
  page: { limit: number; before?: string },
): Promise<InquiryPage | null> {
  let olderThan = sql`true`
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
    .where(olderThan)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(page.limit + 1)
  const items = rows.slice(0, page.limit).map(toView)
  const last = items.at(-1)
  return { items, nextBefore: rows.length > page.limit && last ? last.id : null }
}

/** Marks a quote request handled (or open again); null when there is no such request. */
export async function setInquiryHandled(
  db: Database,
  id: string,
  handled: boolean,
): Promise<Inquiry | null> {
  const [row] = await db
    .update(inquiries)
    .set({ handledAt: handled ? sql`coalesce(${inquiries.handledAt}, now())` : null })
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
