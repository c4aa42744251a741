import fp from 'fastify-plugin'
import type { QuoteMailAddresses } from '../mail/quote-mail.js'
import { mailRetryPolicy, type RetryPolicy } from '../mail/retry-policy.js'
import { deleteExpiredInquiries } from '../services/inquiry-retention.js'
import { deliverQuoteRequest } from '../services/quote-delivery.js'
import {
  QUOTE_MAIL_QUEUE,
  type QuoteMailJob,
  type QuoteRequestLimits,
} from '../services/quote-requests.js'

export interface QuoteRequestSettings {
  limits: QuoteRequestLimits
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
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Quote requests: their limits and retry policy, the worker that mails them, and the daily
 * deletion of requests past the retention period the privacy notice promises.
 */
export default fp(
  async (app, options: QuoteRequestOptions) => {
    app.decorate('quoteRequests', {
      limits: options.limits ?? { windowMs: 10 * 60 * 1000, perAddress: 5 },
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

    const purge = async () => {
      try {
        const count = await deleteExpiredInquiries(app.db)
        if (count > 0) app.log.info(`deleted ${count} quote request(s) past retention`)
      } catch (error) {
        app.log.warn({ err: error }, 'could not delete old quote requests')
      }
    }
    const timer = setInterval(() => void purge(), DAY_MS).unref()
    app.addHook('onClose', async () => clearInterval(timer))
    app.readiness.addStartupTask('quote request retention', purge)
  },
  { name: 'quote-requests', dependencies: ['database', 'readiness', 'job-queue', 'mailer'] },
)
