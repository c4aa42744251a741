import type { Lead } from '@site/contract/leads'
import { type Database, reviewMailOptOuts, reviewRequests, reviews } from '@site/db'
import { and, desc, inArray, isNull } from 'drizzle-orm'
import { emailHash } from './review-tokens.js'

/** What a quote request's card says about its review. */
export type ReviewState = Pick<Lead, 'review' | 'reviewMailOptOut'>

/**
 * The review state of the given requests, by id, in three queries for the whole page: the latest
 * request still standing, the review received, and whether the address is on the opt-out list.
 */
export async function reviewStatesOf(
  db: Database,
  rows: { id: string; email: string }[],
): Promise<Map<string, ReviewState>> {
  const states = new Map<string, ReviewState>()
  if (rows.length === 0) return states
  const ids = rows.map((row) => row.id)
  const hashes = new Map(rows.map((row) => [row.id, emailHash(row.email)]))
  const [asked, received, optedOut] = await Promise.all([
    db
      .select()
      .from(reviewRequests)
      .where(and(inArray(reviewRequests.inquiryId, ids), isNull(reviewRequests.revokedAt)))
      .orderBy(desc(reviewRequests.sentAt)),
    db.select().from(reviews).where(inArray(reviews.inquiryId, ids)),
    db
      .select({ hash: reviewMailOptOuts.emailHash })
      .from(reviewMailOptOuts)
      .where(inArray(reviewMailOptOuts.emailHash, [...new Set(hashes.values())])),
  ])
  const optedOutHashes = new Set(optedOut.map((row) => row.hash))
  for (const row of rows) {
    const latest = asked.find((request) => request.inquiryId === row.id)
    const review = received.find((found) => found.inquiryId === row.id)
    states.set(row.id, {
      review: latest
        ? {
            requestedAt: latest.sentAt.toISOString(),
            channel: latest.channel,
            expiresAt: latest.expiresAt.toISOString(),
            receivedAt: review?.createdAt.toISOString() ?? null,
            stars: review?.stars ?? null,
          }
        : null,
      reviewMailOptOut: row.email.trim() !== '' && optedOutHashes.has(hashes.get(row.id) ?? ''),
    })
  }
  return states
}
