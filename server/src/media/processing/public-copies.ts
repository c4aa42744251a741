import { media, transactionOnClient } from '@site/db'
import { and, eq, not } from 'drizzle-orm'
import { hasDisplayCopy } from '../catalogue/media-item-catalogue.js'
import { queueMediaProcessing } from './media-jobs.js'
import type { RetryServices } from './media-retry.js'

/**
 * Items that are ready but have no display copy (rows from before processing existed, videos that
 * used to be kept as uploaded) were shown through their originals, location tags included. They go
 * back to processing, which makes metadata-free copies; until then they are not listed. A one-time
 * fix (periodic-work.ts), run again after a restore of an archive made before it. Returns how
 * many items were queued.
 */
export async function queueMissingPublicCopies(services: RetryServices): Promise<number> {
  return transactionOnClient(services.pool, async (tx, client) => {
    const queued = await tx
      .update(media)
      .set({ status: 'processing', failureReason: null })
      .where(and(eq(media.status, 'ready'), not(hasDisplayCopy)))
      .returning({ id: media.id, fileType: media.fileType })
    await queueMediaProcessing(services.boss, client, queued, services.jobOptions)
    return queued.length
  })
}
