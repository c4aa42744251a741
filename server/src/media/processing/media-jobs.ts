import type { FileType } from '@site/contract/upload-rules'
import type pg from 'pg'
import type PgBoss from 'pg-boss'
import { sendInTransaction } from '../../shared/send-in-transaction.js'

/** Separate queues, so a long video never holds up the photos behind it. */
export const MEDIA_QUEUES = { image: 'media-image', video: 'media-video' } as const

export interface MediaJob {
  mediaId: string
}

/** pg-boss's retry and expiry settings of one processing job. */
export type MediaJobOptions = Pick<
  PgBoss.SendOptions,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'expireInSeconds'
>

/**
 * Queues the processing of media items through `client`, the connection of the transaction that
 * writes their rows: a committed item always has its job, a rolled-back one never does.
 */
export async function queueMediaProcessing(
  boss: PgBoss,
  client: pg.PoolClient,
  items: { id: string; fileType: FileType }[],
  options: MediaJobOptions,
): Promise<void> {
  for (const item of items) {
    const job: MediaJob = { mediaId: item.id }
    await sendInTransaction(boss, client, MEDIA_QUEUES[item.fileType], job, options)
  }
}
