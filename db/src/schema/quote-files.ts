import type { AttachmentKind, AttachmentStatus } from '@site/contract/leads'
import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { belongsToQuoteRequest } from './quote-requests.js'

/**
 * A photo or video a visitor sent with a quote request. Stored privately under
 * `quote-files/<quote request id>/`: the file as received (`originalKey`) until processing has made the
 * copy staff view (`viewKey`, upright, without metadata such as the place it was taken) and its
 * thumbnail; the original is then removed. Erasing the request erases its rows (cascade) and the
 * files (see server/src/quotes/quote-files.ts).
 */
export const quoteFiles = pgTable(
  'inquiry_attachments',
  {
    id: uuid().primaryKey().defaultRandom(),
    inquiryId: belongsToQuoteRequest(),
    /** The order the visitor picked them in, from 0. */
    position: integer().notNull(),
    kind: text().$type<AttachmentKind>().notNull(),
    /** The visitor's file name, sanitised: shown to staff, never used as a key. */
    filename: text().notNull(),
    /** The detected content type of the file as received. */
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    originalKey: text(),
    viewKey: text(),
    thumbKey: text(),
    width: integer(),
    height: integer(),
    status: text().$type<AttachmentStatus>().notNull().default('processing'),
    failureReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('inquiry_attachments_kind_check', sql`${table.kind} in ('photo', 'video')`),
    check(
      'inquiry_attachments_status_check',
      sql`${table.status} in ('processing', 'ready', 'failed')`,
    ),
    check('inquiry_attachments_size_check', sql`${table.size} >= 0`),
    index('inquiry_attachments_inquiry_idx').on(table.inquiryId, table.position),
  ],
)

export type QuoteFileRow = typeof quoteFiles.$inferSelect
export type NewQuoteFileRow = typeof quoteFiles.$inferInsert
