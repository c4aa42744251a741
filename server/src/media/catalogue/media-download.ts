import path from 'node:path'
import { type Database, media } from '@site/db'
import { create as contentDisposition } from 'content-disposition'
import { eq } from 'drizzle-orm'
import { mediaIdOfDerivedKey } from '../../storage/object-keys.js'

/**
 * The Content-Disposition that makes a browser save an object as "<title>.<ext>" (the extension
 * of the stored content), with an ASCII-only fallback name for old clients.
 */
export async function downloadDisposition(db: Database, objectKey: string): Promise<string> {
  const mediaId = mediaIdOfDerivedKey(objectKey)
  const [row] = await db
    .select({ title: media.title })
    .from(media)
    .where(mediaId ? eq(media.id, mediaId) : eq(media.objectKey, objectKey))
    .limit(1)
  const extension = path.posix.extname(objectKey)
  const base = safeName(row?.title ?? '') || path.posix.basename(objectKey, extension)
  const asciiBase = safeName(base.normalize('NFKD').replace(/[^\x20-\x7e]/g, ''))
  return contentDisposition(`${base}${extension}`, {
    fallback: `${asciiBase || 'download'}${extension}`,
  })
}

/** A title made safe as a filename on any system: no separators, reserved or control characters. */
function safeName(title: string): string {
  return title
    .replace(/[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .replace(/[/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150)
    .trim()
}
