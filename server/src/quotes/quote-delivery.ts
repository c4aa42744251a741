import { type Database, quoteFiles, quoteRequests } from '@site/db'
import { count, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { MailSender } from '../mail/mail-sender.js'
import type { QueuedJob } from '../shared/queued-job.js'
import { publishedSiteSettings } from '../site-settings/site-settings.js'
import { buildQuoteMail, type QuoteMailAddresses, type QuoteMailFiles } from './quote-mail.js'
import type { QuoteMailJob } from './quote-requests.js'

export interface DeliveryServices {
  db: Database
  mailer: MailSender
  addresses: QuoteMailAddresses
  log: FastifyBaseLogger
}

/**
 * One delivery attempt of a quote request's mail, recorded on the quote request. Throws when the mail
 * was not accepted, so pg-boss schedules the next retry.
 */
export async function deliverQuoteRequest(
  services: DeliveryServices,
  job: QueuedJob<QuoteMailJob>,
) {
  const { db, log } = services
  const id = job.data.inquiryId
  const [lead] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id))
  if (!lead) {
    log.warn({ inquiryId: id }, 'the quote request to mail no longer exists')
    return
  }
  // A retry after a crash between sending and recording: do not send it twice.
  if (lead.deliveryStatus === 'sent' || lead.deliveryStatus === 'outbox') return

  try {
    const { settings } = await publishedSiteSettings(db)
    const files = await filesOf(db, id)
    await services.mailer.send(buildQuoteMail(lead, services.addresses, settings.services, files))
  } catch (error) {
    const final = job.retryCount >= job.retryLimit
    const message = error instanceof Error ? error.message : String(error)
    await db
      .update(quoteRequests)
      .set({
        deliveryStatus: final ? 'failed' : 'pending',
        deliveryAttempts: sql`${quoteRequests.deliveryAttempts} + 1`,
        lastDeliveryError: message.slice(0, 1000),
      })
      .where(eq(quoteRequests.id, id))
    const attempt = job.retryCount + 1
    if (final) {
      log.error(
        { inquiryId: id, err: error },
        `quote request mail failed for good after ${attempt} attempts`,
      )
    } else {
      log.warn(
        { inquiryId: id, err: error },
        `quote request mail attempt ${attempt} failed; will retry`,
      )
    }
    throw error
  }
  await db
    .update(quoteRequests)
    .set({
      deliveryStatus: services.mailer.kind === 'outbox' ? 'outbox' : 'sent',
      deliveryAttempts: sql`${quoteRequests.deliveryAttempts} + 1`,
      sentAt: sql`now()`,
    })
    .where(eq(quoteRequests.id, id))
  log.info({ inquiryId: id, to: services.mailer.destination }, 'quote request mailed')
}

async function filesOf(db: Database, inquiryId: string): Promise<QuoteMailFiles> {
  const rows = await db
    .select({ kind: quoteFiles.kind, n: count() })
    .from(quoteFiles)
    .where(eq(quoteFiles.inquiryId, inquiryId))
    .groupBy(quoteFiles.kind)
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.n ?? 0
  return { photos: of('photo'), videos: of('video') }
}
