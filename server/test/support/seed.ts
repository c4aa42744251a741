import { randomUUID } from 'node:crypto'
import { type Database, media, type NewMediaRow } from '@site/db'

let counter = 0

/**
 * Inserts media rows directly, as processing leaves them: ready, with a display copy (which is
 * what makes an item public); returns them in insert order. No object is written.
 */
export async function seedMedia(db: Database, rows: Partial<NewMediaRow>[]) {
  const values = rows.map((row) => {
    counter += 1
    const id = row.id ?? randomUUID()
    return {
      id,
      derivatives: [
        {
          kind: 'display',
          key: `derived/${id}/display.jpg`,
          contentType: 'image/jpeg',
          width: 800,
          height: 600,
          size: 1000,
        },
      ],
      title: `Project ${counter}`,
      description: `Description ${counter}`,
      category: 'General',
      fileType: 'image' as const,
      objectKey: `originals/test/${counter}-${Math.random().toString(36).slice(2)}.jpg`,
      contentType: 'image/jpeg',
      size: 1000,
      ...row,
    }
  })
  return db.insert(media).values(values).returning()
}
