import type { StaffReview } from '@site/contract/reviews'
import { type Database, quoteRequests, reviews } from '@site/db'
import { desc, eq, sql } from 'drizzle-orm'

/**
 * The most staff are shown at once: pending ones come first, so what waits for a decision is
 * always there; a small contractor gets far fewer reviews than this in years.
 */
export const staffReviewListLimit = 200

const staffReviewColumns = {
  id: reviews.id,
  inquiryId: reviews.inquiryId,
  reference: quoteRequests.reference,
  firstName: quoteRequests.firstName,
  lastName: quoteRequests.lastName,
  stars: reviews.stars,
  text: reviews.text,
  name: reviews.name,
  mayShow: reviews.mayShow,
  status: reviews.status,
  createdAt: reviews.createdAt,
  portfolioProjectId: quoteRequests.portfolioProjectId,
}

const selectStaffReviews = (db: Database) =>
  db
    .select(staffReviewColumns)
    .from(reviews)
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviews.inquiryId))

type StaffReviewRow = Awaited<ReturnType<typeof selectStaffReviews>>[number]

function toStaffReview({ firstName, lastName, createdAt, ...row }: StaffReviewRow): StaffReview {
  return {
    ...row,
    customerName: `${firstName} ${lastName}`.trim(),
    createdAt: createdAt.toISOString(),
  }
}

/** Received reviews for the portal: pending first, then newest first. */
export async function listStaffReviews(db: Database): Promise<StaffReview[]> {
  const rows = await selectStaffReviews(db)
    .orderBy(sql`${reviews.status} = 'pending' desc`, desc(reviews.createdAt), desc(reviews.id))
    .limit(staffReviewListLimit)
  return rows.map(toStaffReview)
}

/**
 * Approves or hides a review, recording who and when; undefined when there is no such review.
 * An approved review the customer did not allow to show still never shows (testimonials.ts).
 */
export async function decideReview(
  db: Database,
  id: string,
  approved: boolean,
  decidedBy: string,
  now = new Date(),
): Promise<StaffReview | undefined> {
  const [updated] = await db
    .update(reviews)
    .set({ status: approved ? 'approved' : 'hidden', decidedAt: now, decidedBy })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id })
  if (!updated) return undefined
  const [row] = await selectStaffReviews(db).where(eq(reviews.id, id))
  return row && toStaffReview(row)
}
