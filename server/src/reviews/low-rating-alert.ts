import { type Database, quoteRequests, reviews } from '@site/db'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { MailSender } from '../mail/mail-sender.js'
import type { QuoteMailAddresses } from '../quotes/quote-mail.js'
import type { LowRatingMailJob } from './customer-reviews.js'
import { buildLowRatingMail } from './review-mail.js'

/**
 * Mails the staff (the quote mail's recipient) about a review of 3 stars or less. Throws when the
 * mail is not accepted, so pg-boss retries it like the quote mail; a review erased meanwhile is
 * not mailed.
 */
export async function mailLowRating(
  services: {
    db: Database
    mailer: MailSender
    addresses: QuoteMailAddresses
    log: FastifyBaseLogger
  },
  job: LowRatingMailJob,
): Promise<void> {
  const [row] = await services.db
    .select({
      inquiryId: reviews.inquiryId,
      stars: reviews.stars,
      text: reviews.text,
      name: reviews.name,
      createdAt: reviews.createdAt,
      reference: quoteRequests.reference,
      firstName: quoteRequests.firstName,
      lastName: quoteRequests.lastName,
    })
    .from(reviews)
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviews.inquiryId))
    .where(eq(reviews.id, job.reviewId))
  if (!row) {
    services.log.warn({ reviewId: job.reviewId }, 'the low rating to mail no longer exists')
    return
  }
  try {
    await services.mailer.send(
      buildLowRatingMail(
        { ...row, customerName: `${row.firstName} ${row.lastName}` },
        services.addresses,
      ),
    )
  } catch (error) {
    services.log.warn({ reviewId: job.reviewId, err: error }, 'low rating mail failed; will retry')
    throw error
  }
  services.log.info({ reviewId: job.reviewId }, 'low rating mailed to staff')
}
