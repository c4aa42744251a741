import type { FileType } from '@site/contract/upload-rules'
import { sql } from 'drizzle-orm'
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { media } from './media.js'
import { belongsToStaffAccount } from './staff-accounts.js'

/**
 * The bytes of one PATCH (or the part of it that arrived before the connection broke), stored as
 * one object under `resumable/<upload id>/`. Parts may overlap when two requests raced (a client
 * that reconnected to another API process while the first was still draining): the bytes of one
 * upload at one offset are the same, so the file is read from the parts in `start` order, each
 * from where the previous one ended.
 */
export interface ResumablePart {
  key: string
  start: number
  length: number
}

/**
 * A staff member's resumable (tus) upload: the file's declared size, how much has arrived, and
 * where those bytes are. Shared by every API process through the database, so an upload begun
 * on one can go on on another. Once every byte is in, it becomes a media item (`mediaId`).
 */
export const resumableUploads = pgTable(
  'resumable_uploads',
  {
    /** The random id in the upload's URL (128 bits, hex). */
    id: text().primaryKey(),
    adminUserId: belongsToStaffAccount(),
    /** The card the staff member used: what the content must turn out to be. */
    fileType: text().$type<FileType>().notNull(),
    /** The client's filename, checked: for the title, rules and messages only. */
    filename: text().notNull(),
    /** The staff member's chosen category (canonical name), or null to categorise. */
    category: text(),
    size: bigint({ mode: 'number' }).notNull(),
    /** Bytes received and stored, from the first: where the client resumes. */
    receivedBytes: bigint({ mode: 'number' }).notNull().default(0),
    /** What the first bytes showed (magic bytes); null until enough have arrived. */
    contentType: text(),
    parts: jsonb().$type<ResumablePart[]>().notNull().default([]),
    /**
     * While set and in the future, a request is storing bytes of this upload (it is pushed on
     * while it does): a client resuming after a break asks where to go on from only once that
     * request has recorded what it got, instead of sending those bytes again.
     */
    receivingUntil: timestamp({ withTimezone: true }),
    /** While set and in the future, one API process is turning the finished upload into media. */
    finishingUntil: timestamp({ withTimezone: true }),
    mediaId: uuid().references(() => media.id, { onDelete: 'set null' }),
    finishedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('resumable_uploads_file_type_check', sql`${table.fileType} in ('image', 'video')`),
    check(
      'resumable_uploads_received_check',
      sql`${table.receivedBytes} >= 0 and ${table.receivedBytes} <= ${table.size}`,
    ),
    index('resumable_uploads_admin_user_idx').on(table.adminUserId),
    index('resumable_uploads_created_at_idx').on(table.createdAt),
  ],
)

export type ResumableUploadRow = typeof resumableUploads.$inferSelect
