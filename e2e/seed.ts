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
}

/**
 * Puts media into the running stack the way an upload does: the object into its S3 bucket, the
 * row into its database (the upload API arrives with the admin issue).
 */
export async function seedMedia(stack: Stack, items: SeedItem[]): Promise<void> {
  const store = createObjectStore({ ...stack.s3, region: 'us-east-1' })
  const client = new pg.Client({ connectionString: stack.databaseUrl })
  await client.connect()
  try {
    for (const item of items) {
      const fileType = item.fileType ?? 'image'
      const contentType = item.contentType ?? (fileType === 'video' ? 'video/mp4' : 'image/png')
      const key = `originals/e2e/${randomUUID()}.${fileType === 'video' ? 'mp4' : 'png'}`
      const bytes = item.bytes === undefined ? tinyPng : item.bytes
      if (bytes) await store.writeObject(key, bytes, bytes.length, contentType)
      await client.query(
        `insert into media (title, description, category, file_type, object_key, content_type, size, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          item.title,
          item.description ?? '',
          item.category,
          fileType,
          key,
          contentType,
          bytes?.length ?? 0,
          item.createdAt ?? new Date(),
        ],
      )
    }
  } finally {
    await client.end()
  }
}
