import { media, transactionOnClient } from '@site/db'
import { and, eq } from 'drizzle-orm'
import type pg from 'pg'
import type PgBoss from 'pg-boss'
import { type MediaJobOptions, queueMediaProcessing } from './media-jobs.js'

export interface RetryServices {
  pool: pg.Pool
  boss: PgBoss
  jobOptions: MediaJobOptions
}

export type RetryOutcome = 'queued' | 'not-found' | 'not-failed'

/** Puts a failed item back to processing and queues its job, in one transaction. */
export async function retryMediaProcessing(
  services: RetryServices,
  mediaId: string,
): Promise<RetryOutcome> {
  return transactionOnClient(services.pool, async (tx, client) => {
    const updated = await tx
      .update(media)
      .set({ status: 'processing', failureReason: null })
      .where(and(eq(media.id, mediaId), eq(media.status, 'failed')))
      .returning({ id: media.id, fileType: media.fileType })
    if (updated.length === 0) {
      const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.id, mediaId))
      return row ? 'not-failed' : 'not-found'
    }
    await queueMediaProcessing(services.boss, client, updated, services.jobOptions)
    return 'queued'
  })
}
