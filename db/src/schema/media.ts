import type { CategorySource, MediaStatus } from '@site/contract/media-admin'
import type { FileType } from '@site/contract/upload-rules'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * One file made from the original (stored under `derived/<media id>/`): `display` (the JPEG copy
 * or the playable MP4), `w400`/`w800`/`w1200`/`w1600` (WebP widths), `preview` (a small silent MP4 for a video's card), `poster` (a video's still frame).
 */
export interface MediaDerivative {
  kind: string
  key: string
  contentType: string
  width: number
  height: number
  size: number
}

/** One uploaded photo or video. The object store holds the bytes under `objectKey`. */
export const media = pgTable(
  'media',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull().default(''),
    category: text().notNull(),
    categorySource: text().$type<CategorySource>().notNull().default('filename'),
    /** The title was made from the category and month because the file name was a camera's. */
    needsTitle: boolean().notNull().default(false),
    /** What the picture shows, in words: its `alt` on every page (the analyser's, or staff's). */
    altText: text().notNull().default(''),
    fileType: text().$type<FileType>().notNull(),
    objectKey: text().notNull().unique('media_object_key_unique'),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    width: integer(),
    height: integer(),
    /** Rows written before processing existed (and seeded test rows) count as ready. */
    status: text().$type<MediaStatus>().notNull().default('ready'),
    failureReason: text(),
    derivatives: jsonb().$type<MediaDerivative[]>().notNull().default([]),
    durationMs: integer(),
    /**
     * A video's WebVTT captions (`captions/<media id>/<uuid>.vtt`), attached by staff; a new file
     * gets a new key, so a cached URL never changes its bytes. Kept apart from `derived/`, which
     * processing clears and makes again.
     */
    captionsKey: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('media_file_type_check', sql`${table.fileType} in ('image', 'video')`),
    check('media_status_check', sql`${table.status} in ('processing', 'ready', 'failed')`),
    check('media_size_check', sql`${table.size} >= 0`),
    check(
      'media_category_source_check',
      sql`${table.categorySource} in ('staff', 'analyser', 'filename')`,
    ),
    index('media_category_created_at_idx').on(table.category, table.createdAt.desc()),
    index('media_file_type_created_at_idx').on(table.fileType, table.createdAt.desc()),
  ],
)

export type MediaRow = typeof media.$inferSelect
export type NewMediaRow = typeof media.$inferInsert
