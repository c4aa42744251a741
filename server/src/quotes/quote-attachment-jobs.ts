import type { QuoteAttachmentKind } from '@site/contract/quote-attachment-rules'
import type pg from 'pg'
import type PgBoss from 'pg-boss'
import type { MediaJobOptions } from '../media/processing/media-jobs.js'
import { sendInTransaction } from '../shared/send-in-transaction.js'

/**
 * As for staff media: a long video never holds up the photos behind it. Videos have two lanes by
 * length (decision 045): a short clip waits only behind other short clips, whose time caps are
 * short too, never behind a long one, however slow that is.
 */
export const QUOTE_ATTACHMENT_QUEUES = {
  photo: 'quote-attachment-photo',
  video: 'quote-attachment-video',
  longVideo: 'quote-attachment-video-long',
} as const

/** Clips up to this long take the short lane. */
export const SHORT_CLIP_MS = 30_000

export interface QuoteAttachmentJob {
  attachmentId: string
}

/** The queue a file's copy is made in; a video of unknown length counts as long. */
export function attachmentQueue(file: { kind: QuoteAttachmentKind; durationMs: number | null }) {
  if (file.kind === 'photo') return QUOTE_ATTACHMENT_QUEUES.photo
  return file.durationMs !== null && file.durationMs <= SHORT_CLIP_MS
    ? QUOTE_ATTACHMENT_QUEUES.video
    : QUOTE_ATTACHMENT_QUEUES.longVideo
}

/** Queues the making of each file's clean copy, in the transaction that stores its row. */
export async function queueAttachmentCopies(
  boss: PgBoss,
  client: pg.PoolClient,
  attachments: { id: string; kind: QuoteAttachmentKind; durationMs: number | null }[],
  options: MediaJobOptions,
): Promise<void> {
  for (const attachment of attachments) {
    const job: QuoteAttachmentJob = { attachmentId: attachment.id }
    await sendInTransaction(boss, client, attachmentQueue(attachment), job, options)
  }
}
