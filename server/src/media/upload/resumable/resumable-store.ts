import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { setTimeout } from 'node:timers/promises'
import { resumableUploadRules } from '@site/contract/upload-rules'
import {
  type ResumablePart,
  type ResumableUploadRow,
  resumableUploads,
  transactionOnClient,
} from '@site/db'
import { DataStore, ERRORS, Upload } from '@tus/utils'
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { sendInTransaction } from '../../../shared/send-in-transaction.js'
import { resumablePartKey } from '../../../storage/object-keys.js'
import { ObjectStoreError } from '../../../storage/object-store-error.js'
import type { UploadServices } from '../media-upload.js'
import { UploadError } from '../upload-error.js'
import { removeResumableUpload } from './expired-uploads.js'
import { FINISH_QUEUE, finishJobOptions } from './finish-upload.js'
import { checkFirstBytes } from './first-bytes.js'
import {
  isReceiving,
  markReceiving,
  RECEIVING_POLL_MS,
  RECEIVING_WAIT_MS,
} from './receiving-mark.js'
import { checkResumableFile } from './upload-metadata.js'

/** An upload not finished this long after it began is removed with its bytes (tus expiration). */
export const RESUMABLE_UPLOAD_LIFETIME_MS = resumableUploadRules.lifetimeHours * 60 * 60 * 1000

/** Unfinished uploads one account may have at once: a phone's batch is at most 20 files. */
export const MAX_UNFINISHED_UPLOADS = resumableUploadRules.maxUnfinished

/** A new upload's id: 128 random bits, so a URL cannot be guessed. */
export function newResumableUploadId(): string {
  return randomBytes(16).toString('hex')
}

/**
 * The tus data store of one staff account: every upload it creates belongs to that account, and
 * an upload of another account (or an id nobody made) is not found. State lives in PostgreSQL and
 * bytes in the object store, one object per request that sent some, so every API process sees the
 * same uploads and a request may land on any of them. The bytes that arrived before a connection
 * broke are kept: @tus/server ends the stream it hands to `write` when the request is aborted.
 */
export class ResumableUploadStore extends DataStore {
  constructor(
    private readonly services: UploadServices,
    private readonly adminUserId: string,
  ) {
    super()
    this.extensions = ['creation', 'creation-with-upload', 'termination', 'expiration']
  }

  override getExpiration(): number {
    return RESUMABLE_UPLOAD_LIFETIME_MS
  }

  override async create(upload: Upload): Promise<Upload> {
    const file = checkResumableFile(upload.metadata, upload.size)
    await transactionOnClient(this.services.pool, async (tx, client) => {
      // One account's creations one at a time, so two at once cannot both pass the limit.
      await client.query('select pg_advisory_xact_lock(hashtext($1))', [
        `resumable-uploads:${this.adminUserId}`,
      ])
      const [unfinished] = await tx
        .select({ count: count() })
        .from(resumableUploads)
        .where(
          and(
            eq(resumableUploads.adminUserId, this.adminUserId),
            isNull(resumableUploads.finishedAt),
            lt(resumableUploads.receivedBytes, resumableUploads.size),
            gt(
              resumableUploads.createdAt,
              sql`now() - make_interval(secs => ${RESUMABLE_UPLOAD_LIFETIME_MS / 1000})`,
            ),
          ),
        )
      if ((unfinished?.count ?? 0) >= MAX_UNFINISHED_UPLOADS) {
        throw new UploadError(
          429,
          `Too many unfinished uploads: at most ${MAX_UNFINISHED_UPLOADS} at once. Let some finish, or cancel one, and try again.`,
          file.filename,
        )
      }
      const [row] = await tx
        .insert(resumableUploads)
        .values({
          id: upload.id,
          adminUserId: this.adminUserId,
          fileType: file.fileType,
          filename: file.filename,
          category: file.category,
          size: upload.size ?? 0,
        })
        .returning({ createdAt: resumableUploads.createdAt })
      if (row) upload.creation_date = row.createdAt.toISOString()
    })
    upload.metadata = { filename: file.filename, fileType: file.fileType }
    return upload
  }

  /**
   * Where the upload stands (HEAD, and each PATCH before it starts). When another request is
   * still storing bytes of it (typically the one whose connection just broke, recording its last
   * part), this waits for it, up to RECEIVING_WAIT_MS: answering at once would send the client
   * back to before those bytes.
   */
  override async getUpload(id: string): Promise<Upload> {
    const waitUntil = Date.now() + RECEIVING_WAIT_MS
    for (;;) {
      const [row] = await this.services.db
        .select({
          upload: resumableUploads,
          receiving: isReceiving,
        })
        .from(resumableUploads)
        .where(and(eq(resumableUploads.id, id), eq(resumableUploads.adminUserId, this.adminUserId)))
      if (!row) throw ERRORS.FILE_NOT_FOUND
      if (!row.receiving || Date.now() >= waitUntil) return uploadOf(row.upload)
      await setTimeout(RECEIVING_POLL_MS)
    }
  }

  override async write(stream: Readable, id: string, offset: number): Promise<number> {
    const row = await this.ownRow(id)
    if (row.finishedAt || row.receivedBytes >= row.size) return row.receivedBytes

    const { body, contentType } = row.contentType
      ? { body: stream, contentType: row.contentType }
      : await checkFirstBytes(row, offset, stream, this.services)

    const key = resumablePartKey(id, offset)
    const receiving = await markReceiving(this.services, id)
    try {
      let length: number
      try {
        length = await this.services.storage.writeObjectStream(
          key,
          body,
          'application/octet-stream',
        )
      } catch (error) {
        if (error instanceof ObjectStoreError) throw storeUnavailable()
        throw error
      }
      if (length === 0) {
        await this.services.storage.removeObjects([key])
        return row.receivedBytes
      }
      return await this.recordPart(row, { key, start: offset, length }, contentType)
    } finally {
      await receiving.stop()
    }
  }

  override async remove(id: string): Promise<void> {
    await this.ownRow(id)
    await removeResumableUpload(this.services, id)
  }

  /**
   * Adds one request's bytes to the upload. Another request may have stored bytes meanwhile (a
   * racing one on another process): the part is kept as long as it leaves no gap, and the offset
   * only grows. The PATCH that completes the file queues the job that finishes it should this
   * process not manage to (see finish-upload.ts), in the same transaction.
   */
  private async recordPart(
    row: ResumableUploadRow,
    part: ResumablePart,
    contentType: string | null,
  ): Promise<number> {
    const { boss } = this.services
    const received = await transactionOnClient(this.services.pool, async (tx, client) => {
      const [updated] = await tx
        .update(resumableUploads)
        .set({
          parts: sql`${resumableUploads.parts} || ${JSON.stringify([part])}::jsonb`,
          receivedBytes: sql`greatest(${resumableUploads.receivedBytes}, ${part.start + part.length})`,
          contentType: sql`coalesce(${resumableUploads.contentType}, ${contentType})`,
        })
        .where(
          and(
            eq(resumableUploads.id, row.id),
            isNull(resumableUploads.finishedAt),
            lt(resumableUploads.receivedBytes, resumableUploads.size),
            sql`${resumableUploads.receivedBytes} >= ${part.start}`,
            sql`${resumableUploads.size} >= ${part.start + part.length}`,
          ),
        )
        .returning({ receivedBytes: resumableUploads.receivedBytes, size: resumableUploads.size })
      if (!updated) return null
      if (updated.receivedBytes === updated.size) {
        await sendInTransaction(boss, client, FINISH_QUEUE, { uploadId: row.id }, finishJobOptions)
      }
      return updated.receivedBytes
    })
    if (received !== null) return received
    await this.services.storage.removeObjects([part.key]).catch(() => {})
    // A racing request brought the last byte first (and the file is being finished or is done):
    // these bytes are not needed. Otherwise it was cancelled or expired meanwhile.
    const [now] = await this.services.db
      .select({ receivedBytes: resumableUploads.receivedBytes, size: resumableUploads.size })
      .from(resumableUploads)
      .where(eq(resumableUploads.id, row.id))
    if (now && now.receivedBytes === now.size) return now.size
    throw ERRORS.FILE_NOT_FOUND
  }

  private async ownRow(id: string): Promise<ResumableUploadRow> {
    const [row] = await this.services.db
      .select()
      .from(resumableUploads)
      .where(and(eq(resumableUploads.id, id), eq(resumableUploads.adminUserId, this.adminUserId)))
    if (!row) throw ERRORS.FILE_NOT_FOUND
    return row
  }
}

function uploadOf(row: ResumableUploadRow): Upload {
  return new Upload({
    id: row.id,
    size: row.size,
    offset: row.receivedBytes,
    metadata: { filename: row.filename, fileType: row.fileType },
    creation_date: row.createdAt.toISOString(),
  })
}

export function storeUnavailable(): UploadError {
  return new UploadError(
    503,
    'The media store is not available right now. The upload will go on from where it stopped.',
  )
}
