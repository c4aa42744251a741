import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { deliverQuoteRequest } from '../quotes/quote-delivery.js'
import type { QuoteFileBudgets } from '../quotes/quote-file-budgets.js'
import type { QuoteMailAddresses } from '../quotes/quote-mail.js'
import {
  QUOTE_MAIL_QUEUE,
  type QuoteMailJob,
  type QuoteRequestLimits,
  type QuoteRequestServices,
} from '../quotes/quote-requests.js'
import { mailRetryPolicy, type RetryPolicy } from '../quotes/retry-policy.js'

export interface QuoteRequestSettings {
  limits: QuoteRequestLimits
  budgets: QuoteFileBudgets
  retryPolicy: RetryPolicy
}

declare module 'fastify' {
  interface FastifyInstance {
    quoteRequests: QuoteRequestSettings
  }
}

export interface QuoteRequestOptions {
  addresses: QuoteMailAddresses
  /** Tests retry within seconds; production uses mailRetryPolicy (≥ 24 hours). */
  retryPolicy?: RetryPolicy
  pollingIntervalSeconds?: number
  limits?: QuoteRequestLimits
  /** Bytes of files visitors may send in a day (QUOTE_FILES_DAILY_MB*). */
  budgets: QuoteFileBudgets
}

/**
 * Quote requests: their limits and retry policy, the worker that mails them. Their deletion after
 * the retention period is in periodic-work.ts; the alert when visitors' files reach the day's
 * budget is one of the owner's alerts (decision 058).
 */
export default fp(
  async (app, options: QuoteRequestOptions) => {
    app.decorate('quoteRequests', {
      limits: options.limits ?? { windowMs: 10 * 60 * 1000, perAddress: 5 },
      budgets: options.budgets,
      retryPolicy: options.retryPolicy ?? mailRetryPolicy,
    })
    app.jobQueue.addQueue<QuoteMailJob>(QUOTE_MAIL_QUEUE, {
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      handler: (job) =>
        deliverQuoteRequest(
          { db: app.db, mailer: app.mailer, addresses: options.addresses, log: app.log },
          job,
        ),
    })
  },
  { name: 'quote-requests', dependencies: ['database', 'readiness', 'job-queue', 'mailer'] },
)

/** What storing a quote request needs, from the app's plugins. */
export function quoteRequestServicesOf(app: FastifyInstance): QuoteRequestServices {
  return {
    ...app.quoteRequests,
    db: app.db,
    pool: app.pool,
    boss: app.jobQueue.boss,
    captcha: app.captcha,
  }
}
