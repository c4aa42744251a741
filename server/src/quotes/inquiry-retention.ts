import { type Database, inquiries } from '@site/db'
import { lt, sql } from 'drizzle-orm'

/**
 * How long quote requests are kept. The privacy notice on the contact page promises this
 * (client/src/config/site.ts, `privacy`): change both together.
 */
export const INQUIRY_RETENTION_MONTHS = 12

/** Deletes quote requests older than the retention period; returns how many went. */
export async function deleteExpiredInquiries(
  db: Database,
  months = INQUIRY_RETENTION_MONTHS,
): Promise<number> {
  const deleted = await db
    .delete(inquiries)
    .where(lt(inquiries.createdAt, sql`now() - make_interval(months => ${months})`))
    .returning({ id: inquiries.id })
  return deleted.length
}
