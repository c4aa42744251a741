import type { QuoteAttachmentKind } from '@site/contract/quote-attachment-rules'
import type pg from 'pg'
import type PgBoss from 'pg-boss'
import type { MediaJobOptions } from '../media/processing/media-jobs.js'
import { sendInTransaction } from '../shared/send-in-transaction.js'

/** As for staff media: a long video never holds up the photos behind it. */
export const QUOTE_ATTACHMENT_QUEUES = {
  photo: 'quote-attachment-photo',
  video: 'quote-attachment-video',
} as const

export interface QuoteAttachmentJob {
  attachmentId: string
}

/** Queues the making of each file's clean copy, in the transaction that stores its row. */
export async function queueAttachmentCopies(
  boss: PgBoss,
  client: pg.PoolClient,
  attachments: { id: string; kind: QuoteAttachmentKind }[],
  options: MediaJobOptions,
): Promise<void> {
  for (const attachment of attachments) {
    const job: QuoteAttachmentJob = { attachmentId: attachment.id }
    await sendInTransaction(boss, client, QUOTE_ATTACHMENT_QUEUES[attachment.kind], job, options)
  }
}
