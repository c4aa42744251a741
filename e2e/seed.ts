import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { createObjectStore } from '../server/src/storage/object-store.js'
import type { Stack } from './stack.js'

/** A valid 1 × 1 PNG, so seeded images really load in the browser. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

export interface SeedItem {
  title: string
  description?: string
  category: string
  fileType?: 'image' | 'video'
  /** The file's bytes; null seeds a row whose object is missing (media that fails to load). */
  bytes?: Buffer | null
  contentType?: string
  createdAt?: Date
  /** The picture's size (1 × 1, the size of the default PNG, when not given). */
  width?: number
  height?: number
  /**
   * The widths of the copies processing makes for `srcset` (w400…): a photo's own bytes each, a
   * video's still frame (the 1 × 1 PNG).
   */
  widths?: number[]
  /** A video's poster (the 1 × 1 PNG), as processing makes it, at the video's size. */
  poster?: boolean
  /** Ready unless given; a failed item carries the reason processing gave. */
  status?: 'processing' | 'ready' | 'failed'
  failureReason?: string
}

/**
 * Puts media into the running stack as an upload and its processing leave it: the original and
 * its display copy (the same bytes) in the S3 bucket, a ready row in the database.
 */
export async function seedMedia(stack: Stack, items: SeedItem[]): Promise<void> {
  const store = createObjectStore({ ...stack.s3, region: 'us-east-1' })
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  try {
    for (const item of items) {
      const fileType = item.fileType ?? 'image'
      const contentType = item.contentType ?? (fileType === 'video' ? 'video/mp4' : 'image/png')
      const id = randomUUID()
      const key = `originals/e2e/${randomUUID()}.${fileType === 'video' ? 'mp4' : 'png'}`
      // What processing would have made: the display copy that public pages show.
      const displayKey = `derived/${id}/${fileType === 'video' ? 'video.mp4' : 'display.jpg'}`
      const bytes = item.bytes === undefined ? tinyPng : item.bytes
      if (bytes) {
        await store.writeObject(key, bytes, bytes.length, contentType)
        await store.writeObject(displayKey, bytes, bytes.length, contentType)
      }
      const display = {
        kind: 'display',
        key: displayKey,
        contentType,
        width: item.width ?? 1,
        height: item.height ?? 1,
      }
      const copies = []
      // A video's copies are of its still frame, never of the video.
      const [copyBytes, copyType] =
        fileType === 'video' ? [tinyPng, 'image/png'] : [bytes, contentType]
      for (const width of item.widths ?? []) {
        const copy = {
          kind: `w${width}`,
          key: `derived/${id}/w${width}.webp`,
          contentType: copyType,
          width,
        }
        if (copyBytes) await store.writeObject(copy.key, copyBytes, copyBytes.length, copyType)
        copies.push({ ...copy, height: Math.round((width * display.height) / display.width) })
      }
      if (item.poster) {
        const poster = { ...display, kind: 'poster', key: `derived/${id}/poster.webp` }
        await store.writeObject(poster.key, tinyPng, tinyPng.length, 'image/png')
        copies.push({ ...poster, contentType: 'image/png' })
      }
      await client.query(
        `insert into media (id, derivatives, title, description, category, file_type, object_key, content_type, size, created_at, status, failure_reason)
         values ($9, $10, $1, $2, $3, $4, $5, $6, $7, $8, $11, $12)`,
        [
          item.title,
          item.description ?? '',
          item.category,
          fileType,
          key,
          contentType,
          bytes?.length ?? 0,
          item.createdAt ?? new Date(),
          id,
          JSON.stringify(
            [display, ...copies].map((file) => ({ ...file, size: bytes?.length ?? 0 })),
          ),
          item.status ?? 'ready',
          item.failureReason ?? null,
        ],
      )
    }
  } finally {
    await client.end()
  }
}
