import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { QuoteMailAddresses } from '../quotes/quote-mail.js'
import {
  LOW_RATING_MAIL_QUEUE,
  type LowRatingMailJob,
  type ReviewServices,
} from '../reviews/customer-reviews.js'
import { mailLowRating } from '../reviews/low-rating-alert.js'
import type { ReviewRequestServices } from '../reviews/review-requests.js'

declare module 'fastify' {
  interface FastifyInstance {
    reviewMail: { publicUrl: string; from: string }
  }
}

export interface ReviewOptions {
  /** The quote mail's: a low rating goes to whoever gets the quote requests. */
  addresses: QuoteMailAddresses
  publicUrl: string
}

/**
 * Reviews after the job (issue 36, decision 066): the worker that mails staff a low rating at once
 * (retried like the quote mail), and where review links point.
 */
export default fp(
  async (app, options: ReviewOptions) => {
    app.decorate('reviewMail', { publicUrl: options.publicUrl, from: options.addresses.from })
    app.jobQueue.addQueue<LowRatingMailJob>(LOW_RATING_MAIL_QUEUE, {
      pollingIntervalSeconds: 1,
      handler: (job) =>
        mailLowRating(
          { db: app.db, mailer: app.mailer, addresses: options.addresses, log: app.log },
          job.data,
        ),
    })
  },
  { name: 'reviews', dependencies: ['database', 'job-queue', 'mailer', 'quote-requests'] },
)

/** What asking for a review needs, from the app's plugins. */
export function reviewRequestServicesOf(app: FastifyInstance): ReviewRequestServices {
  return { db: app.db, mailer: app.mailer, ...app.reviewMail, secret: app.auth.policy.secret }
}

/** What storing a customer's review needs: the quote form's limit and mail retry policy. */
export function reviewServicesOf(app: FastifyInstance): ReviewServices {
  return {
    db: app.db,
    pool: app.pool,
    boss: app.jobQueue.boss,
    limits: app.quoteRequests.limits,
    retryPolicy: app.quoteRequests.retryPolicy,
    secret: app.auth.policy.secret,
  }
}
