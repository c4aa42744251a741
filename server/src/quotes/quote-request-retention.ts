import { type Database, quoteRequests } from '@site/db'
import { lt, sql } from 'drizzle-orm'

/**
 * How long quote requests are kept. The privacy notice on the contact page promises this
 * (client/src/config/site.ts, `privacy`): change both together.
 */
export const QUOTE_REQUEST_RETENTION_MONTHS = 12

/** Deletes quote requests older than the retention period; returns how many went. */
export async function deleteExpiredQuoteRequests(
  db: Database,
  months = QUOTE_REQUEST_RETENTION_MONTHS,
): Promise<number> {
  const deleted = await db
    .delete(quoteRequests)
    .where(lt(quoteRequests.createdAt, sql`now() - make_interval(months => ${months})`))
    .returning({ id: quoteRequests.id })
  return deleted.length
}
