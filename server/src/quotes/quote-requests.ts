import { marketingConsentText } from '@site/contract/marketing-consent'
import type { CheckedQuoteRequest } from '@site/contract/quote-request'
import { storedQuoteFieldsOf } from '@site/contract/quote-request-fields'
import { notOurService, serviceKeyOf } from '@site/contract/service-names'
import { type Database, quoteFiles, quoteRequests, transactionOnClient } from '@site/db'
import type pg from 'pg'
import type PgBoss from 'pg-boss'
import type { CaptchaVerdict } from '../captcha/captcha-errors.js'
import type { MediaJobOptions } from '../media/processing/media-jobs.js'
import { countAttempt } from '../shared/rate-limits.js'
import { sendInTransaction } from '../shared/send-in-transaction.js'
import { publishedSiteSettings } from '../site-settings/site-settings.js'
import { queueAttachmentCopies } from './quote-attachment-jobs.js'
import type { ReceivedAttachment } from './quote-attachment-receiver.js'
import { type QuoteFileBudgets, spendQuoteFileBudgets } from './quote-file-budgets.js'
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
  budgets: QuoteFileBudgets
  retryPolicy: RetryPolicy
}

/**
 * Why a request is not stored: robots' requests are dropped (and told it was received), others
 * throttled or refused.
 */
export type QuoteRequestTurnedAway =
  | { outcome: 'dropped'; replyPromise: string }
  | { outcome: 'throttled'; retryAfterSeconds: number }
  | { outcome: 'rejected'; message: string }

/**
 * A request that may be stored: its service named by key. `replyPromise` is the published
 * settings' ("within 24 hours"), for the response once it is stored.
 */
export interface AdmittedQuoteRequest {
  outcome: 'admitted'
  request: QuoteSubmission
  replyPromise: string
}

export type QuoteRequestOutcome =
  | { outcome: 'stored'; inquiryId: string; reference: string; replyPromise: string }
  | QuoteRequestTurnedAway

/** Files received with a request, and how their processing jobs are queued. */
export interface QuoteRequestFiles {
  /** Chosen before the files were stored: their keys are under the request's id. */
  inquiryId: string
  attachments: ReceivedAttachment[]
  jobOptions: MediaJobOptions
}

/**
 * Accepts a quote request without files: `admitQuoteRequest`, then `storeQuoteRequest`. Throws
 * CaptchaUnavailableError or a database error when that cannot be done; nothing is stored then.
 */
export async function submitQuoteRequest(
  services: QuoteRequestServices,
  request: QuoteSubmission,
): Promise<QuoteRequestOutcome> {
  const admitted = await admitQuoteRequest(services, request)
  if (admitted.outcome !== 'admitted') return admitted
  const stored = await storeQuoteRequest(services, admitted.request)
  return { outcome: 'stored', ...stored, replyPromise: admitted.replyPromise }
}

/**
 * The checks before anything is stored (or, for a request with files, read): counts the request
 * against the sender's address, drops bots that filled the honeypot, checks the service against
 * the published settings (a current name becomes its key), then the captcha, last, so a refused
 * service does not spend the visitor's captcha. Returns the request to store, or why it is
 * turned away.
 */
export async function admitQuoteRequest(
  services: QuoteRequestServices,
  request: QuoteSubmission,
): Promise<AdmittedQuoteRequest | QuoteRequestTurnedAway> {
  const { limits } = services
  const window = await countAttempt(
    services.db,
    `quote:address:${request.remoteIp}`,
    limits.windowMs,
  )
  if (window.hits > limits.perAddress) {
    return { outcome: 'throttled', retryAfterSeconds: window.retryAfterSeconds }
  }
  const { settings } = await publishedSiteSettings(services.db)
  const { replyPromise } = settings
  if (request.honeypot.trim() !== '') return { outcome: 'dropped', replyPromise }
  const serviceType =
    request.serviceType === '' ? '' : serviceKeyOf(settings.services, request.serviceType)
  if (serviceType === undefined) {
    return { outcome: 'rejected', message: `serviceType: ${notOurService}` }
  }
  if (request.captchaToken === '') {
    return { outcome: 'rejected', message: services.captcha.missingTokenMessage }
  }
  const verdict = await services.captcha.verify(request.captchaToken, request.remoteIp)
  if (!verdict.ok) return { outcome: 'rejected', message: verdict.message }
  return { outcome: 'admitted', request: { ...request, serviceType }, replyPromise }
}

/**
 * Writes the quote request, its files' rows, its mail job and the files' processing jobs in one
 * transaction: a stored request always gets mailed, and every file row gets its clean copy made.
 * Its files are counted against the day's budgets in it too: over one, nothing is stored.
 */
export async function storeQuoteRequest(
  services: QuoteRequestServices,
  request: QuoteSubmission,
  files?: QuoteRequestFiles,
): Promise<{ inquiryId: string; reference: string }> {
  return transactionOnClient(services.pool, async (tx, client) => {
    const bytes = files?.attachments.reduce((sum, file) => sum + file.size, 0) ?? 0
    await spendQuoteFileBudgets(tx, services.budgets, request.remoteIp, bytes)
    const reference = await nextQuoteReference(tx)
    const [row] = await tx
      .insert(quoteRequests)
      .values({
        ...(files ? { id: files.inquiryId } : {}),
        reference,
        // What the visitor typed, by the declaration (quote-request-fields.ts); the column names
        // are the fields' (a unit test checks the table has them all).
        ...storedQuoteFieldsOf(request),
        ...(request.marketingConsent
          ? { marketingConsentAt: new Date(), marketingConsentText }
          : {}),
      })
      .returning({ id: quoteRequests.id })
    if (!row) throw new Error('the quote request was not stored')
    if (files && files.attachments.length > 0) {
      await tx.insert(quoteFiles).values(
        files.attachments.map((file) => ({
          id: file.id,
          inquiryId: row.id,
          position: file.position,
          kind: file.kind,
          filename: file.filename,
          contentType: file.contentType,
          size: file.size,
          originalKey: file.key,
          width: file.width,
          height: file.height,
        })),
      )
      await queueAttachmentCopies(services.boss, client, files.attachments, files.jobOptions)
    }
    const job: QuoteMailJob = { inquiryId: row.id }
    await sendInTransaction(services.boss, client, QUOTE_MAIL_QUEUE, job, services.retryPolicy)
    return { inquiryId: row.id, reference }
  })
}
