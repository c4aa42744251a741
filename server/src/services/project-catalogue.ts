import { type Database, type MediaRow, media } from '@site/db'
import { desc, eq, sql } from 'drizzle-orm'
import { mediaUrl } from '../storage/object-keys.js'
import { defaultCategories, generalCategory, videosCategory } from './categories.js'

export interface Project {
  id: string
  title: string
  description: string
  category: string
  fileType: 'image' | 'video'
  image: string
  width: number | null
  height: number | null
  createdAt: string
}

/** Public projects, newest first; `Videos` lists every video whatever its own category. */
export async function listProjects(db: Database, category?: string): Promise<Project[]> {
  const where =
    category === undefined
      ? undefined
      : category === videosCategory
        ? eq(media.fileType, 'video')
        : eq(media.category, category)
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(desc(media.createdAt), desc(media.id))
  return rows.map(toProject)
}

/** The default categories in order, plus General when it holds items. */
export async function listCategories(db: Database): Promise<string[]> {
  const [general] = await db
    .select({ present: sql<number>`1` })
    .from(media)
    .where(eq(media.category, generalCategory))
    .limit(1)
  return general ? [...defaultCategories, generalCategory] : [...defaultCategories]
}

function toProject(row: MediaRow): Project {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    fileType: row.fileType,
    image: mediaUrl(row.objectKey),
    width: row.width,
    height: row.height,
    createdAt: row.createdAt.toISOString(),
  }
}
