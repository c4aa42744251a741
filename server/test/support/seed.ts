import { type Database, media, type NewMediaRow } from '@site/db'

let counter = 0

/** Inserts media rows directly (uploads come with the admin issue); returns them in insert order. */
export async function seedMedia(db: Database, rows: Partial<NewMediaRow>[]) {
  const values = rows.map((row) => {
    counter += 1
    return {
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
