import type { QuoteAttachmentKind } from '@site/contract/quote-attachment-rules'
import type PgBoss from 'pg-boss'
import type { MediaJobOptions } from '../media/processing/media-jobs.js'

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
  /** The connection of the transaction that writes the rows. */
  db: PgBoss.Db,
  attachments: { id: string; kind: QuoteAttachmentKind }[],
  options: MediaJobOptions,
): Promise<void> {
  for (const attachment of attachments) {
    const queue = QUOTE_ATTACHMENT_QUEUES[attachment.kind]
    const job: QuoteAttachmentJob = { attachmentId: attachment.id }
    const jobId = await boss.send(queue, job, { ...options, db })
    if (!jobId) throw new Error(`the job queue "${queue}" does not exist`)
  }
}
