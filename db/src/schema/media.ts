import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const fileTypes = ['image', 'video'] as const
export type FileType = (typeof fileTypes)[number]

/** One uploaded photo or video. The object store holds the bytes under `objectKey`. */
export const media = pgTable(
  'media',
  {
    id: uuid().primaryKey().defaultRandom(),
    title: text().notNull(),
    description: text().notNull().default(''),
    category: text().notNull(),
    fileType: text().$type<FileType>().notNull(),
    objectKey: text().notNull().unique('media_object_key_unique'),
    contentType: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    width: integer(),
    height: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('media_file_type_check', sql`${table.fileType} in ('image', 'video')`),
    check('media_size_check', sql`${table.size} >= 0`),
    index('media_category_created_at_idx').on(table.category, table.createdAt.desc()),
    index('media_file_type_created_at_idx').on(table.fileType, table.createdAt.desc()),
  ],
)

export type MediaRow = typeof media.$inferSelect
export type NewMediaRow = typeof media.$inferInsert
