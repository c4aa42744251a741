import { marketingConsentText } from '@site/contract/marketing-consent'
import type { CheckedQuoteRequest } from '@site/contract/quote-request'
import { type Database, inquiries, transactionOnClient } from '@site/db'
import type pg from 'pg'
import type PgBoss from 'pg-boss'
import type { CaptchaVerdict } from '../captcha/captcha-errors.js'
import { countAttempt } from '../shared/rate-limits.js'
import { nextQuoteReference } from './quote-references.js'
import type { RetryPolicy } from './retry-policy.js'

export const QUOTE_MAIL_QUEUE = 'quote-request-mail'

export interface QuoteMailJob {
  inquiryId: string
}

/** A checked request with what the server knows of its sender. */
export interface QuoteSubmission extends Omit<CheckedQuoteRequest, 'recaptchaToken' | 'website'> {
  /** The captcha token ('' when the visitor sent none). */
  captchaToken: string
  /** The hidden honeypot field: people leave it empty. */
  honeypot: string
  remoteIp: string
}

export interface QuoteRequestLimits {
  windowMs: number
  perAddress: number
}

export interface QuoteRequestServices {
  db: Database
  pool: pg.Pool
  boss: PgBoss
  captcha: {
    missingTokenMessage: string
    verify(token: string, remoteIp: string): Promise<CaptchaVerdict>
  }
  limits: QuoteRequestLimits
  retryPolicy: RetryPolicy
}

export type QuoteRequestOutcome =
  | { outcome: 'stored'; inquiryId: string; reference: string }
  | { outcome: 'dropped' }
  | { outcome: 'throttled'; retryAfterSeconds: number }
  | { outcome: 'refused'; message: string }

/**
 * Accepts a quote request: counts it against the sender's address, drops bots that filled the
 * honeypot, checks the captcha, then stores it and queues its mail. Throws
 * CaptchaUnavailableError or a database error when that cannot be done; nothing is stored then.
 */
export async function submitQuoteRequest(
  services: QuoteRequestServices,
  request: QuoteSubmission,
): Promise<QuoteRequestOutcome> {
  const { limits } = services
  const window = await countAttempt(
    services.db,
    `quote:address:${request.remoteIp}`,
    limits.windowMs,
  )
  if (window.hits > limits.perAddress) {
    return { outcome: 'throttled', retryAfterSeconds: window.retryAfterSeconds }
  }
  if (request.honeypot.trim() !== '') return { outcome: 'dropped' }
  if (request.captchaToken === '') {
    return { outcome: 'refused', message: services.captcha.missingTokenMessage }
  }
  const verdict = await services.captcha.verify(request.captchaToken, request.remoteIp)
  if (!verdict.ok) return { outcome: 'refused', message: verdict.message }

  const stored = await storeQuoteRequest(services, request)
  return { outcome: 'stored', ...stored }
}

/** Writes the inquiry and its mail job in one transaction: a stored request always gets mailed. */
async function storeQuoteRequest(
  services: QuoteRequestServices,
  request: QuoteSubmission,
): Promise<{ inquiryId: string; reference: string }> {
  return transactionOnClient(services.pool, async (tx, client) => {
    const reference = await nextQuoteReference(tx)
    const [row] = await tx
      .insert(inquiries)
      .values({
        reference,
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email,
        phone: request.phone,
        serviceType: request.serviceType,
        message: request.message,
        ...(request.marketingConsent
          ? { marketingConsentAt: new Date(), marketingConsentText }
          : {}),
      })
      .returning({ id: inquiries.id })
    if (!row) throw new Error('the inquiry was not stored')
    const job: QuoteMailJob = { inquiryId: row.id }
    const jobId = await services.boss.send(QUOTE_MAIL_QUEUE, job, {
      ...services.retryPolicy,
      db: { executeSql: (text, values) => client.query(text, values) },
    })
    if (!jobId) throw new Error(`the job queue "${QUOTE_MAIL_QUEUE}" does not exist`)
    return { inquiryId: row.id, reference }
  })
}
