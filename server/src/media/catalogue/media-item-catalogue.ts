import { defaultCategories, generalCategory, videosCategory } from '@site/contract/categories'
import type { MediaItem } from '@site/contract/media-items'
import { type Database, type MediaDerivative, type MediaRow, media } from '@site/db'
import { and, desc, eq, sql } from 'drizzle-orm'
import { mediaUrl } from '../../storage/object-keys.js'

/** The item has a display copy: processing has made the files visitors may get. */
export const hasDisplayCopy = sql`${media.derivatives} @> '[{"kind":"display"}]'::jsonb`

/** Listed publicly: processed, with a display copy (older rows wait for theirs, see public-copies). */
const listed = and(eq(media.status, 'ready'), hasDisplayCopy)

/** Public media items, newest first; `Videos` lists every video whatever its own category. */
export async function listMediaItems(db: Database, category?: string): Promise<MediaItem[]> {
  const where =
    category === undefined
      ? listed
      : category === videosCategory
        ? and(listed, eq(media.fileType, 'video'))
        : and(listed, eq(media.category, category))
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
  return rows.flatMap((row) => toMediaItem(row) ?? [])
}

/** The default categories in order, plus General when it holds listed items. */
export function listCategories(items: readonly MediaItem[]): string[] {
  return items.some((item) => item.category === generalCategory)
    ? [...defaultCategories, generalCategory]
    : [...defaultCategories]
}

/**
 * The public shape of one item, or null while it has no copy that is safe to show: visitors get
 * files made by processing (metadata-free), never the upload itself.
 */
export function toMediaItem(row: MediaRow): MediaItem | null {
  const display = row.derivatives.find((d) => d.kind === 'display')
  return display ? describeMedia(row, mediaUrl(display.key)) : null
}

/**
 * An item with the URLs of its derivatives; `shown` is what stands for the item where a page shows
 * or downloads it (the display copy; for staff, the original until processing has made one).
 */
export function describeMedia(row: MediaRow, shown: string): MediaItem {
  const find = (kind: string) => row.derivatives.find((d) => d.kind === kind)
  const url = (derivative: MediaDerivative | undefined) =>
    derivative ? mediaUrl(derivative.key) : null
  const poster = find('poster')
  const display = find('display')
  const isImage = row.fileType === 'image'
  // A photo's WebP widths; a video's are those of its still frame, the poster the widest of them.
  const srcset = row.derivatives
    .filter((d) => /^w\d+$/.test(d.kind) || d.kind === 'poster')
    .sort((a, b) => a.width - b.width)
    .map((d) => ({ url: mediaUrl(d.key), width: d.width }))
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    altText: row.altText,
    fileType: row.fileType,
    image: shown,
    thumbnail: url(find('w400')) ?? (isImage ? shown : url(poster)),
    srcset,
    poster: isImage ? null : url(poster),
    preview: isImage ? null : url(find('preview')),
    width: display?.width ?? row.width,
    height: display?.height ?? row.height,
    durationMs: row.durationMs,
    captions: row.captionsKey && !isImage ? mediaUrl(row.captionsKey) : null,
    download: shown,
    createdAt: row.createdAt.toISOString(),
  }
}
