import type { Multipart } from '@fastify/multipart'
import { generalCategory } from '@site/contract/categories'
import type { FileType } from '@site/contract/upload-rules'
import type { UploadResponse } from '@site/contract/uploads'
import {
  type Database,
  type MediaRow,
  media,
  type NewMediaRow,
  transactionOnClient,
} from '@site/db'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import pLimit from 'p-limit'
import type pg from 'pg'
import type PgBoss from 'pg-boss'
import { mediaUrl } from '../../storage/object-keys.js'
import type { ObjectStore } from '../../storage/object-store.js'
import { ObjectStoreError } from '../../storage/object-store-error.js'
import { removeLeftovers } from '../../storage/remove-leftovers.js'
import { type MediaJobOptions, queueMediaProcessing } from '../processing/media-jobs.js'
import type { ImageAnalyser } from './image-analyser.js'
import { inspectImage } from './image-inspection.js'
import { categoriseImage } from './media-categoriser.js'
import { uploadTitle } from './media-title.js'
import { UploadError } from './upload-error.js'
import { type ReceivedFile, type ReceivedUpload, receiveUpload } from './upload-receiver.js'

export interface UploadServices {
  db: Database
  pool: pg.Pool
  boss: PgBoss
  jobOptions: MediaJobOptions
  storage: ObjectStore
  analyser: ImageAnalyser | null
  log: FastifyBaseLogger
}

/** What an upload needs of the app; `log` is the request's logger (or the app's, for jobs). */
export function uploadServicesOf(app: FastifyInstance, log: FastifyBaseLogger): UploadServices {
  return {
    db: app.db,
    pool: app.pool,
    boss: app.jobQueue.boss,
    jobOptions: app.mediaProcessing.jobOptions,
    storage: app.storage,
    analyser: app.analyser,
    log,
  }
}

/** Images read back and decoded at once per upload (each may be up to 50 MB). */
const IMAGE_WORK_CONCURRENCY = 3

/**
 * One upload request, all or nothing: every file is streamed to the store, then categorised,
 * then all rows are inserted (as `processing`) with their processing jobs in one transaction. If
 * anything fails, every object this request wrote is removed again, so no row lacks its object
 * and no object lacks its row.
 */
export async function uploadMedia(
  parts: AsyncIterable<Multipart>,
  services: UploadServices,
): Promise<UploadResponse> {
  const written: string[] = []
  try {
    const upload = await receiveUpload(parts, services.storage, written)
    const rows = await describeFiles(upload, services)
    const saved = await transactionOnClient(services.pool, async (tx, client) => {
      const inserted = await tx.insert(media).values(rows).returning()
      await queueMediaProcessing(services.boss, client, inserted, services.jobOptions)
      return inserted
    })
    const filenames = new Map(upload.files.map((file) => [file.key, file.filename]))
    return uploadResponseFor(saved, filenames, upload.fileType)
  } catch (error) {
    // Rows were not written, so any object left is an orphan an operator can delete.
    await removeLeftovers(services.storage, written, services.log, 'a failed upload')
    if (error instanceof ObjectStoreError) {
      // The response says only that the store is down; the log keeps what it said.
      services.log.warn({ err: error }, 'the media store failed during an upload')
      throw new UploadError(
        503,
        'The media store is not available right now, so nothing was saved. Please try again shortly.',
      )
    }
    throw error
  }
}

/** The specification's response to an upload: the stored items, by the client's filenames. */
export function uploadResponseFor(
  saved: MediaRow[],
  filenames: ReadonlyMap<string, string>,
  fileType: FileType,
): UploadResponse {
  const items = saved.map((row) => ({
    file: filenames.get(row.objectKey) ?? row.title,
    id: row.id,
    title: row.title,
    category: row.category,
    fileType: row.fileType,
    image: mediaUrl(row.objectKey),
    status: row.status,
  }))
  const noun = fileType === 'video' ? 'video(s)' : 'image(s)'
  return {
    success: true,
    message: `Successfully uploaded ${items.length} ${noun} with automatic categorization.`,
    items,
  }
}

async function describeFiles(
  upload: ReceivedUpload,
  services: UploadServices,
): Promise<NewMediaRow[]> {
  const limit = pLimit(IMAGE_WORK_CONCURRENCY)
  return Promise.all(
    upload.files.map((file) =>
      limit(() => describeFile(file, upload.overrides.get(file.index), services)),
    ),
  )
}

/**
 * The row of one stored file, as `processing`: its category (the staff member's `override`, else
 * the analyser's or the filename's; videos go to General) and who chose it, and its title from
 * the filename. A name a camera made up gives the analyser's title, or else the category and the
 * month of `uploadedAt`, marked as needing a title.
 */
export async function describeFile(
  file: Pick<ReceivedFile, 'filename' | 'key' | 'content' | 'size'>,
  override: string | undefined,
  services: Pick<UploadServices, 'storage' | 'analyser' | 'log'>,
  uploadedAt: Date = new Date(),
): Promise<NewMediaRow> {
  const kind = file.content.kind
  const row = {
    description: '',
    fileType: kind,
    objectKey: file.key,
    contentType: file.content.mime,
    size: file.size,
    status: 'processing' as const,
  }
  const chosenBy = override ? ('staff' as const) : ('filename' as const)
  if (kind === 'video') {
    const category = override ?? generalCategory
    const title = uploadTitle(file.filename, kind, category, uploadedAt)
    return { ...row, ...title, category, categorySource: chosenBy }
  }

  const wantPreview = !override && services.analyser !== null
  const facts = await inspectImage(await services.storage.readObjectBytes(file.key), {
    wantPreview,
  })
  const found = override
    ? { category: override, categorySource: chosenBy, title: null, altText: null }
    : await categoriseImage(
        { filename: file.filename, preview: facts.preview },
        services.analyser,
        services.log,
      )
  const named = uploadTitle(file.filename, kind, found.category, uploadedAt)
  const title =
    named.needsTitle && found.title !== null ? { title: found.title, needsTitle: false } : named
  return {
    ...row,
    ...title,
    category: found.category,
    categorySource: found.categorySource,
    altText: found.altText ?? '',
    width: facts.width,
    height: facts.height,
  }
}
