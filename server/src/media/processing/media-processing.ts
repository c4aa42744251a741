import { createWriteStream } from 'node:fs'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import { type Database, type MediaDerivative, type MediaRow, media } from '@site/db'
import { and, eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { QueuedJob } from '../../shared/queued-job.js'
import { derivedKey, derivedPrefix } from '../../storage/object-keys.js'
import type { ObjectStore } from '../../storage/object-store.js'
import { type Derivation, writeDerivedFile } from './derived-file.js'
import { makeImageDerivatives } from './image-derivatives.js'
import type { MediaJob } from './media-jobs.js'
import { MediaRejectedError } from './media-rejected.js'
import type { MediaTools } from './media-tools.js'
import { makeVideoDerivatives } from './video-derivatives.js'
import { withWorkDir } from './work-dir.js'

export interface ProcessingServices {
  db: Database
  storage: ObjectStore
  log: FastifyBaseLogger
  /** null when ffmpeg/ffprobe are missing: videos then fail with a reason that says so. */
  tools: MediaTools | null
  timeLimitMs: number
  /** Aborted when the API shuts down: running tools are killed, the job is retried later. */
  shutdown: AbortSignal
  /** Called after each derivative is stored (tests interrupt a job here). */
  onDerivativeWritten?: (mediaId: string, key: string) => Promise<void> | void
}

/**
 * One attempt at making an item's derivatives. Every object is written before the row points at
 * it, so a half-done attempt is never listed; the next attempt starts by removing what an
 * interrupted one left. Bad input fails the item at once; other errors are thrown for pg-boss to
 * retry, and fail the item when no retry is left.
 */
export async function processMedia(services: ProcessingServices, job: QueuedJob<MediaJob>) {
  const { db, log } = services
  const mediaId = job.data.mediaId
  const [row] = await db.select().from(media).where(eq(media.id, mediaId))
  // Deleted before its turn, or a duplicate of a job already done.
  if (row?.status !== 'processing') return

  const timeLimit = AbortSignal.timeout(services.timeLimitMs)
  const signal = AbortSignal.any([timeLimit, services.shutdown])
  try {
    await removeDerivatives(services, mediaId)
    const { derivation, derivatives } = await withWorkDir('media-processing-', async (dir) => {
      const made = await derive(services, row, dir, signal)
      return { derivation: made, derivatives: await storeDerivatives(services, mediaId, made) }
    })
    const updated = await db
      .update(media)
      .set({
        status: 'ready',
        failureReason: null,
        derivatives,
        width: derivation.width ?? row.width,
        height: derivation.height ?? row.height,
        durationMs: derivation.durationMs,
      })
      .where(and(eq(media.id, mediaId), eq(media.status, 'processing')))
      .returning({ id: media.id })
    if (updated.length === 0 && !(await exists(db, mediaId))) {
      await removeDerivatives(services, mediaId)
      log.info(
        { mediaId },
        'media item deleted while it was processed; its derivatives are removed',
      )
      return
    }
    log.info({ mediaId, derivatives: derivatives.length }, 'media item processed')
  } catch (caught) {
    const error = timeLimit.aborted ? overTime(services.timeLimitMs, caught) : caught
    const final = error instanceof MediaRejectedError || job.retryCount >= job.retryLimit
    if (!final) {
      log.warn({ mediaId, err: error }, `media processing attempt ${job.retryCount + 1} failed`)
      throw error
    }
    const reason = failureReason(error, job)
    await removeDerivatives(services, mediaId).catch(() => {})
    await db
      .update(media)
      .set({ status: 'failed', failureReason: reason, derivatives: [] })
      .where(and(eq(media.id, mediaId), eq(media.status, 'processing')))
    log.warn({ mediaId, err: error }, `media processing failed: ${reason}`)
  }
}

async function derive(
  services: ProcessingServices,
  row: MediaRow,
  dir: string,
  signal: AbortSignal,
): Promise<Derivation> {
  if (row.fileType === 'image') {
    const original = await services.storage.readObjectBytes(row.objectKey)
    signal.throwIfAborted()
    return makeImageDerivatives(original, row.contentType, signal)
  }
  // The upload itself is never shown: it carries the phone's location and device tags.
  if (!services.tools) throw new MediaRejectedError(noVideoTools)
  const original = path.join(dir, `original${path.posix.extname(row.objectKey)}`)
  await pipeline(await services.storage.readObject(row.objectKey), createWriteStream(original))
  return makeVideoDerivatives(original, row.contentType, dir, services.tools, signal)
}

const noVideoTools =
  'Videos are published once their location and device details are removed, which needs ffmpeg ' +
  'on the server. Install ffmpeg (and ffprobe), restart the site, then press Retry.'

async function storeDerivatives(
  services: ProcessingServices,
  mediaId: string,
  derivation: Derivation,
): Promise<MediaDerivative[]> {
  const stored: MediaDerivative[] = []
  for (const file of derivation.files) {
    const key = derivedKey(mediaId, file.name)
    const size = await writeDerivedFile(services.storage, key, file)
    stored.push({
      kind: file.kind,
      key,
      contentType: file.contentType,
      width: file.width,
      height: file.height,
      size,
    })
    await services.onDerivativeWritten?.(mediaId, key)
  }
  return stored
}

/** Removes every object under the item's prefix (none of them is listed while it processes). */
export async function removeDerivatives(
  services: Pick<ProcessingServices, 'storage'>,
  mediaId: string,
) {
  const keys = await services.storage.listObjectKeys(derivedPrefix(mediaId))
  await services.storage.removeObjects(keys)
}

async function exists(db: Database, mediaId: string): Promise<boolean> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, mediaId))
  return row !== undefined
}

function overTime(limitMs: number, cause: unknown): MediaRejectedError {
  const minutes = limitMs / 60_000
  const limit = minutes >= 1 ? `${Math.round(minutes)} minutes` : `${limitMs / 1000} seconds`
  return new MediaRejectedError(`Processing took longer than ${limit} and was stopped.`, { cause })
}

function failureReason(error: unknown, job: QueuedJob<MediaJob>): string {
  if (error instanceof MediaRejectedError) return error.message
  const message = error instanceof Error ? error.message : String(error)
  return `Processing failed after ${job.retryCount + 1} attempts: ${message}`.slice(0, 1000)
}
