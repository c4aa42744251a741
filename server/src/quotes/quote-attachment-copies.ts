import { type QuoteFileRow, quoteFiles } from '@site/db'
import { and, eq } from 'drizzle-orm'
import {
  type Derivation,
  type DerivedFile,
  writeDerivedFile,
} from '../media/processing/derived-file.js'
import { makeImageDerivatives } from '../media/processing/image-derivatives.js'
import type { ProcessingServices } from '../media/processing/media-processing.js'
import { MediaRejectedError } from '../media/processing/media-rejected.js'
import { withWorkDir } from '../media/processing/work-dir.js'
import type { QueuedJob } from '../shared/queued-job.js'
import { quoteFileKey } from '../storage/object-keys.js'
import type { QuoteAttachmentJob } from './quote-attachment-jobs.js'
import { makeQuoteVideoCopy, type VideoTimeCap } from './quote-video-copy.js'

/**
 * What the media pipeline's jobs get, but for the hook tests use to interrupt those; and the
 * time a video may take in proportion to its length.
 */
export type AttachmentCopyServices = Omit<ProcessingServices, 'onDerivativeWritten'> & {
  videoTimeCap: VideoTimeCap
}

/**
 * Makes the copy staff view of a visitor's file, and its thumbnail, with the processing staff
 * uploads get: a photo becomes an upright JPEG (at most 2048 px wide) and a 400 px WebP, a video
 * a metadata-free MP4 browsers play and a still frame. Neither keeps the file's metadata (where
 * it was taken, the phone's make). The file as received is then removed: nobody needs it, and it
 * holds the visitor's location. Bad input fails the attachment; other errors are retried.
 */
export async function makeAttachmentCopy(
  services: AttachmentCopyServices,
  job: QueuedJob<QuoteAttachmentJob>,
) {
  const { db, log } = services
  const id = job.data.attachmentId
  const [row] = await db.select().from(quoteFiles).where(eq(quoteFiles.id, id))
  // Erased before its turn, or a duplicate of a job already done.
  if (row?.status !== 'processing' || !row.originalKey) return

  const timeLimit = AbortSignal.timeout(services.timeLimitMs)
  const signal = AbortSignal.any([timeLimit, services.shutdown])
  const made: string[] = []
  try {
    const copies = await withWorkDir('quote-file-', async (dir) => {
      const derivation = await derive(services, row, dir, signal)
      return storeCopies(services, row, derivation, made)
    })
    const updated = await db
      .update(quoteFiles)
      .set({ status: 'ready', originalKey: null, failureReason: null, ...copies })
      .where(and(eq(quoteFiles.id, id), eq(quoteFiles.status, 'processing')))
      .returning({ id: quoteFiles.id })
    // Erased while it was worked on: nothing may stay behind.
    await services.storage.removeObjects(updated.length > 0 ? [row.originalKey] : made)
    log.info({ attachmentId: id }, 'quote request file made viewable')
  } catch (caught) {
    await services.storage.removeObjects(made).catch(() => {})
    const error = timeLimit.aborted
      ? new MediaRejectedError('Making a viewable copy took too long and was stopped.', {
          cause: caught,
        })
      : caught
    const final = error instanceof MediaRejectedError || job.retryCount >= job.retryLimit
    if (!final) throw error
    const reason =
      error instanceof MediaRejectedError ? error.message : 'No viewable copy could be made.'
    await db
      .update(quoteFiles)
      .set({ status: 'failed', failureReason: reason, originalKey: null })
      .where(and(eq(quoteFiles.id, id), eq(quoteFiles.status, 'processing')))
    await services.storage.removeObjects([row.originalKey]).catch(() => {})
    log.warn({ attachmentId: id, err: error }, `quote request file not viewable: ${reason}`)
  }
}

async function derive(
  services: AttachmentCopyServices,
  row: QuoteFileRow,
  dir: string,
  signal: AbortSignal,
): Promise<Derivation> {
  const originalKey = row.originalKey as string
  if (row.kind === 'photo') {
    const original = await services.storage.readObjectBytes(originalKey)
    return makeImageDerivatives(original, row.contentType, signal, [400])
  }
  const { tools } = services
  if (!tools) {
    throw new MediaRejectedError(
      'Videos are shown once their location details are removed, which needs ffmpeg on the server.',
    )
  }
  return makeQuoteVideoCopy({ ...services, tools }, row, dir, signal)
}

/** Stores the viewable copy and the thumbnail next to the original; returns the row's changes. */
async function storeCopies(
  services: AttachmentCopyServices,
  row: QuoteFileRow,
  derivation: Derivation,
  made: string[],
) {
  const view = derivation.files.find((file) => file.kind === 'display')
  const thumb =
    derivation.files.find((file) => file.kind === 'w400') ??
    derivation.files.find((file) => file.kind === 'poster')
  if (!view || !thumb) throw new Error('processing made no viewable copy')
  const store = async (file: DerivedFile) => {
    const key = quoteFileKey(row.inquiryId, row.id, file.name)
    made.push(key)
    await writeDerivedFile(services.storage, key, file)
    return key
  }
  return {
    viewKey: await store(view),
    thumbKey: await store(thumb),
    width: derivation.width ?? row.width,
    height: derivation.height ?? row.height,
  }
}
