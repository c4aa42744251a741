import fp from 'fastify-plugin'
import type { QuoteMailAddresses } from '../mail/quote-mail.js'
import { mailRetryPolicy, type RetryPolicy } from '../mail/retry-policy.js'
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

/** Quote requests: their limits and retry policy, and the worker that mails them. */
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
  },
  { name: 'quote-requests', dependencies: ['database', 'job-queue', 'mailer'] },
)
