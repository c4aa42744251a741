import { type Database, inquiries, inquiryAttachments } from '@site/db'
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
 * One delivery attempt of a quote request's mail, recorded on the inquiry. Throws when the mail
 * was not accepted, so pg-boss schedules the next retry.
 */
export async function deliverQuoteRequest(
  services: DeliveryServices,
  job: QueuedJob<QuoteMailJob>,
) {
  const { db, log } = services
  const id = job.data.inquiryId
  const [inquiry] = await db.select().from(inquiries).where(eq(inquiries.id, id))
  if (!inquiry) {
    log.warn({ inquiryId: id }, 'the quote request to mail no longer exists')
    return
  }
  // A retry after a crash between sending and recording: do not send it twice.
  if (inquiry.deliveryStatus === 'sent' || inquiry.deliveryStatus === 'outbox') return

  try {
    const { settings } = await publishedSiteSettings(db)
    const files = await filesOf(db, id)
    await services.mailer.send(
      buildQuoteMail(inquiry, services.addresses, settings.services, files),
    )
  } catch (error) {
    const final = job.retryCount >= job.retryLimit
    const message = error instanceof Error ? error.message : String(error)
    await db
      .update(inquiries)
      .set({
        deliveryStatus: final ? 'failed' : 'pending',
        deliveryAttempts: sql`${inquiries.deliveryAttempts} + 1`,
        lastDeliveryError: message.slice(0, 1000),
      })
      .where(eq(inquiries.id, id))
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
    .update(inquiries)
    .set({
      deliveryStatus: services.mailer.kind === 'outbox' ? 'outbox' : 'sent',
      deliveryAttempts: sql`${inquiries.deliveryAttempts} + 1`,
      sentAt: sql`now()`,
    })
    .where(eq(inquiries.id, id))
  log.info({ inquiryId: id, to: services.mailer.destination }, 'quote request mailed')
}

async function filesOf(db: Database, inquiryId: string): Promise<QuoteMailFiles> {
  const rows = await db
    .select({ kind: inquiryAttachments.kind, n: count() })
    .from(inquiryAttachments)
    .where(eq(inquiryAttachments.inquiryId, inquiryId))
    .groupBy(inquiryAttachments.kind)
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.n ?? 0
  return { photos: of('photo'), videos: of('video') }
}
