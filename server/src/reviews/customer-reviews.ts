import {
  googleReviewUrl,
  type ReviewInvitation,
  type ReviewSubmission,
} from '@site/contract/reviews'
import { serviceNameOf } from '@site/contract/service-names'
import {
  type Database,
  quoteRequests,
  reviewMailOptOuts,
  reviewRequests,
  reviews,
  transactionOnClient,
} from '@site/db'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type pg from 'pg'
import type PgBoss from 'pg-boss'
import type { RetryPolicy } from '../quotes/retry-policy.js'
import { countAttempt } from '../shared/rate-limits.js'
import { sendInTransaction } from '../shared/send-in-transaction.js'
import { publishedSiteSettings } from '../site-settings/site-settings.js'
import { hashSessionToken } from '../staff-auth/session-tokens.js'
import { emailHash, southAfricanMonth } from './review-tokens.js'

export const LOW_RATING_MAIL_QUEUE = 'review-low-rating-mail'

export interface LowRatingMailJob {
  reviewId: string
}

/** Reviews of this many stars or fewer alert the staff by mail at once. */
export const lowRatingStars = 3

/** Why a review link does not open the form: 404 unknown (or erased), 410 no longer valid. */
export interface ReviewLinkGone {
  outcome: 'gone'
  status: 404 | 410
  message: string
}

export const unknownLink: ReviewLinkGone = {
  outcome: 'gone',
  status: 404,
  message:
    'We do not know this review link. It may be mistyped, or the request it belonged to was removed.',
}

type LinkRow = {
  id: string
  inquiryId: string
  expiresAt: Date
  usedAt: Date | null
  revokedAt: Date | null
  expired: boolean
}

function goneReason(row: LinkRow): ReviewLinkGone | undefined {
  if (row.usedAt) {
    return {
      outcome: 'gone',
      status: 410,
      message: 'This review link was used already. Thank you: we have your review.',
    }
  }
  if (row.revokedAt) {
    return {
      outcome: 'gone',
      status: 410,
      message:
        'This review link was replaced by a newer one: please use the link in our latest message.',
    }
  }
  if (row.expired) {
    return {
      outcome: 'gone',
      status: 410,
      message: 'This review link has expired: it worked for 60 days.',
    }
  }
  return undefined
}

const linkColumns = {
  id: reviewRequests.id,
  inquiryId: reviewRequests.inquiryId,
  expiresAt: reviewRequests.expiresAt,
  usedAt: reviewRequests.usedAt,
  revokedAt: reviewRequests.revokedAt,
  expired: sql<boolean>`${reviewRequests.expiresAt} <= now()`,
}

/** What the review page shows about the job, or why the link no longer opens it. */
export async function reviewInvitationOf(
  db: Database,
  token: string,
  /** SESSION_SECRET: the links' codes are kept as the staff's mailed tokens are. */
  secret: string | undefined,
): Promise<{ outcome: 'open'; invitation: ReviewInvitation } | ReviewLinkGone> {
  const [row] = await db
    .select({
      ...linkColumns,
      firstName: quoteRequests.firstName,
      serviceType: quoteRequests.serviceType,
      doneAt: quoteRequests.stageChangedAt,
    })
    .from(reviewRequests)
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviewRequests.inquiryId))
    .where(eq(reviewRequests.tokenHash, hashSessionToken(token, secret)))
  if (!row) return unknownLink
  const gone = goneReason(row)
  if (gone) return gone
  const { settings } = await publishedSiteSettings(db)
  return {
    outcome: 'open',
    invitation: {
      firstName: row.firstName,
      service: row.serviceType ? serviceNameOf(settings.services, row.serviceType) : '',
      month: southAfricanMonth(row.doneAt),
    },
  }
}

export interface ReviewServices {
  db: Database
  pool: pg.Pool
  boss: PgBoss
  /** The quote form's limit, used for reviews too. */
  limits: { windowMs: number; perAddress: number }
  retryPolicy: RetryPolicy
  /** SESSION_SECRET, which keys the links' hashes. */
  secret: string | undefined
}

export type ReviewOutcome =
  | { outcome: 'stored'; reviewId: string; googleReviewUrl: string | null }
  | { outcome: 'throttled'; retryAfterSeconds: number }
  | ReviewLinkGone

/**
 * Stores a customer's review, once per link: the link's row is locked, so of two posts at once
 * one stores and the other finds the link used. A review of 3 stars or less queues the staff's
 * alert mail in the same transaction (sent at once, retried like the quote mail).
 */
export async function submitReview(
  services: ReviewServices,
  review: ReviewSubmission,
  remoteIp: string,
): Promise<ReviewOutcome> {
  const { db, limits } = services
  const window = await countAttempt(db, `review:address:${remoteIp}`, limits.windowMs)
  if (window.hits > limits.perAddress) {
    return { outcome: 'throttled', retryAfterSeconds: window.retryAfterSeconds }
  }
  const { settings } = await publishedSiteSettings(db)
  const placeId = settings.reviews.googlePlaceId
  return transactionOnClient(services.pool, async (tx, client) => {
    const [link] = await tx
      .select(linkColumns)
      .from(reviewRequests)
      .where(eq(reviewRequests.tokenHash, hashSessionToken(review.token, services.secret)))
      .for('update')
    if (!link) return unknownLink
    const gone = goneReason(link)
    if (gone) return gone
    // The lock above makes a second post wait and then see the link used; this makes sure.
    const [claimed] = await tx
      .update(reviewRequests)
      .set({ usedAt: sql`now()` })
      .where(and(eq(reviewRequests.id, link.id), isNull(reviewRequests.usedAt)))
      .returning({ id: reviewRequests.id })
    if (!claimed) return goneReason({ ...link, usedAt: new Date() }) ?? unknownLink
    const [stored] = await tx
      .insert(reviews)
      .values({
        inquiryId: link.inquiryId,
        stars: review.stars,
        text: review.text,
        name: review.name,
        mayShow: review.mayShow,
      })
      .returning({ id: reviews.id })
    if (!stored) throw new Error('the review was not stored')
    if (review.stars <= lowRatingStars) {
      const job: LowRatingMailJob = { reviewId: stored.id }
      await sendInTransaction(
        services.boss,
        client,
        LOW_RATING_MAIL_QUEUE,
        job,
        services.retryPolicy,
      )
    }
    return {
      outcome: 'stored',
      reviewId: stored.id,
      googleReviewUrl: placeId ? googleReviewUrl(placeId) : null,
    } as const
  })
}

/**
 * No more review mail to the address the link was sent for (POPIA): its hash joins the opt-out
 * list. Works with a used or expired link too; false for an unknown one.
 */
export async function stopReviewMail(
  db: Database,
  token: string,
  secret: string | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ email: quoteRequests.email })
    .from(reviewRequests)
    .innerJoin(quoteRequests, eq(quoteRequests.id, reviewRequests.inquiryId))
    .where(eq(reviewRequests.tokenHash, hashSessionToken(token, secret)))
  if (!row) return false
  if (row.email.trim()) {
    await db
      .insert(reviewMailOptOuts)
      .values({ emailHash: emailHash(row.email) })
      .onConflictDoNothing()
  }
  return true
}
