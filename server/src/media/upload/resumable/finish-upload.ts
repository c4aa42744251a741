import type { UploadResponse } from '@site/contract/uploads'
import { media, resumableUploads, transactionOnClient } from '@site/db'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import { newOriginalKey } from '../../../storage/object-keys.js'
import { ObjectStoreError } from '../../../storage/object-store-error.js'
import { removeLeftovers } from '../../../storage/remove-leftovers.js'
import { queueMediaProcessing } from '../../processing/media-jobs.js'
import { allowedContentFor } from '../media-types.js'
import { describeFile, type UploadServices, uploadResponseFor } from '../media-upload.js'
import { UploadError } from '../upload-error.js'
import { assembledBytes } from './assembled-bytes.js'
import { removeStoredBytes } from './expired-uploads.js'

/** The queue of finishing jobs: the backstop for an upload whose last PATCH did not finish it. */
export const FINISH_QUEUE = 'resumable-upload-finish'

export interface FinishJob {
  uploadId: string
}

/**
 * Queued with the last bytes. The PATCH that brought them finishes the upload at once, so the job
 * waits long enough to find it done; if that process died, the job does the work.
 */
export const finishJobOptions: PgBoss.SendOptions = {
  startAfter: 120,
  retryLimit: 20,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds: 30 * 60,
}

/** How long a process may spend finishing one upload before another may take over. */
const FINISHING_LEASE_SECONDS = 15 * 60

export type FinishOutcome =
  /** The upload is a media item: `answer` as `/api/upload` gives it (null if it was deleted since). */
  | { status: 'finished'; response: UploadResponse | null }
  /** Another process is finishing it right now. */
  | { status: 'busy' }
  /** No such upload, or its bytes are not all in. */
  | { status: 'absent' }

/**
 * Turns an upload whose bytes have all arrived into a media item, as `POST /api/upload` does for
 * one file: the parts are joined into an original under a key of our own, the file is categorised
 * (the staff member's choice, else the analyser's or the filename's), and its row, its processing
 * job and the upload's link to it are written in one transaction. Safe to call from several
 * processes at once: one takes a lease on the upload and the others answer `busy`.
 */
export async function finishResumableUpload(
  uploadId: string,
  services: UploadServices,
): Promise<FinishOutcome> {
  const { db, storage, log } = services
  const [claimed] = await db
    .update(resumableUploads)
    .set({
      finishingUntil: sql`now() + make_interval(secs => ${FINISHING_LEASE_SECONDS})`,
    })
    .where(
      and(
        eq(resumableUploads.id, uploadId),
        isNull(resumableUploads.finishedAt),
        eq(resumableUploads.receivedBytes, resumableUploads.size),
        or(
          isNull(resumableUploads.finishingUntil),
          lt(resumableUploads.finishingUntil, sql`now()`),
        ),
      ),
    )
    .returning()
  if (!claimed) return outcomeOf(uploadId, services)

  const content = allowedContentFor(claimed.contentType ?? undefined)
  if (!content) throw new Error(`resumable upload ${uploadId} finished without a content type`)
  const key = newOriginalKey(content.extension)
  try {
    const size = await storage.writeObjectStream(
      key,
      assembledBytes(claimed.parts, claimed.size, storage),
      content.mime,
    )
    const file = { filename: claimed.filename, key, content, size }
    const row = await describeFile(file, claimed.category ?? undefined, services)
    const saved = await transactionOnClient(services.pool, async (tx, client) => {
      const [inserted] = await tx.insert(media).values(row).returning()
      if (!inserted) throw new Error('the media row was not written')
      await queueMediaProcessing(services.boss, client, [inserted], services.jobOptions)
      await tx
        .update(resumableUploads)
        .set({ mediaId: inserted.id, finishedAt: sql`now()`, finishingUntil: null, parts: [] })
        .where(eq(resumableUploads.id, uploadId))
      return inserted
    })
    // By prefix: a request racing this one may have stored the same bytes again meanwhile.
    await removeStoredBytes(services, [uploadId]).catch((error: unknown) =>
      log.error({ err: error }, 'could not remove the parts of a finished resumable upload'),
    )
    return {
      status: 'finished',
      response: uploadResponseFor([saved], new Map([[key, claimed.filename]]), claimed.fileType),
    }
  } catch (error) {
    await removeLeftovers(storage, [key], log, 'an unfinished resumable upload')
    // Another try (the job, or the client's) may start at once.
    await db
      .update(resumableUploads)
      .set({ finishingUntil: null })
      .where(eq(resumableUploads.id, uploadId))
      .catch((releaseError: unknown) =>
        log.error({ err: releaseError }, 'could not release a resumable upload'),
      )
    if (error instanceof ObjectStoreError) {
      throw new UploadError(
        503,
        'The media store is not available right now. Every byte arrived; the file will be stored shortly.',
      )
    }
    throw error
  }
}

async function outcomeOf(uploadId: string, services: UploadServices): Promise<FinishOutcome> {
  const [row] = await services.db
    .select()
    .from(resumableUploads)
    .where(eq(resumableUploads.id, uploadId))
  if (!row || row.receivedBytes < row.size) return { status: 'absent' }
  if (!row.finishedAt) return { status: 'busy' }
  const [item] = row.mediaId
    ? await services.db.select().from(media).where(eq(media.id, row.mediaId))
    : []
  return {
    status: 'finished',
    response: item
      ? uploadResponseFor([item], new Map([[item.objectKey, row.filename]]), row.fileType)
      : null,
  }
}
