import { videosCategory } from '@site/contract/categories'
import {
  type MediaLibraryPage,
  type MediaLibraryQuery,
  mediaLibraryPageSize,
} from '@site/contract/media-library'
import { type Database, media } from '@site/db'
import { and, count, desc, eq, gte, ilike, type SQL, sql } from 'drizzle-orm'
import { toAdminMediaItem } from './media-item-admin.js'

/**
 * One page of every item, whatever its status, newest first: the count and the page, two
 * statements run side by side. A page past the last is empty and says how many there are.
 */
export async function listMediaLibrary(
  db: Database,
  query: MediaLibraryQuery,
): Promise<MediaLibraryPage> {
  const where = and(...conditions(query))
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(media)
      .where(where)
      .orderBy(desc(media.createdAt), desc(media.id))
      .limit(mediaLibraryPageSize)
      .offset((query.page - 1) * mediaLibraryPageSize),
    db.select({ total: count() }).from(media).where(where),
  ])
  return {
    items: rows.map(toAdminMediaItem),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: mediaLibraryPageSize,
  }
}

function conditions(query: MediaLibraryQuery): (SQL | undefined)[] {
  return [
    query.category === undefined
      ? undefined
      : query.category === videosCategory
        ? eq(media.fileType, 'video')
        : eq(media.category, query.category),
    query.type === undefined ? undefined : eq(media.fileType, query.type),
    query.status === undefined ? undefined : eq(media.status, query.status),
    query.needsTitle === undefined ? undefined : eq(media.needsTitle, true),
    query.since === undefined ? undefined : gte(media.createdAt, sql`now() - interval '7 days'`),
    query.q ? ilike(media.title, `%${escapeLike(query.q)}%`) : undefined,
  ]
}

/** `%`, `_` and the escape character itself match only themselves (backslash is LIKE's default). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`)
}
