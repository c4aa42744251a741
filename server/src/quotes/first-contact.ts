import { type Database, quoteRequests } from '@site/db'
import { eq, sql } from 'drizzle-orm'

/**
 * Staff tapped WhatsApp, Call or E-mail on a request: the first time counts as its first contact
 * (a stage change does the same, see changeLead); later taps change nothing. False when there
 * is no such request.
 */
export async function recordReplyTap(db: Database, inquiryId: string): Promise<boolean> {
  const rows = await db
    .update(quoteRequests)
    .set({ firstContactAt: sql`coalesce(${quoteRequests.firstContactAt}, now())` })
    .where(eq(quoteRequests.id, inquiryId))
    .returning({ id: quoteRequests.id })
  return rows.length > 0
}
