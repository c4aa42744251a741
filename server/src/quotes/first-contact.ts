import { type Database, inquiries } from '@site/db'
import { eq, sql } from 'drizzle-orm'

/**
 * Staff tapped WhatsApp, Call or E-mail on a request: the first time counts as its first contact
 * (a stage change does the same, see changeInquiry); later taps change nothing. False when there
 * is no such request.
 */
export async function recordReplyTap(db: Database, inquiryId: string): Promise<boolean> {
  const rows = await db
    .update(inquiries)
    .set({ firstContactAt: sql`coalesce(${inquiries.firstContactAt}, now())` })
    .where(eq(inquiries.id, inquiryId))
    .returning({ id: inquiries.id })
  return rows.length > 0
}
