import { defaultCategories, generalCategory, videosCategory } from '@site/contract/categories'
import type { Project } from '@site/contract/projects'
import { type Database, type MediaDerivative, type MediaRow, media } from '@site/db'
import { and, desc, eq, sql } from 'drizzle-orm'
import { mediaUrl } from '../../storage/object-keys.js'

const ready = eq(media.status, 'ready')

/** Public projects, newest first; `Videos` lists every video whatever its own category. */
export async function listProjects(db: Database, category?: string): Promise<Project[]> {
  const where =
    category === undefined
      ? ready
      : category === videosCategory
        ? and(ready, eq(media.fileType, 'video'))
        : and(ready, eq(media.category, category))
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
    .where(and(ready, eq(media.category, generalCategory)))
    .limit(1)
  return general ? [...defaultCategories, generalCategory] : [...defaultCategories]
}

/** The public shape of one item, with the URLs of its derivatives. */
export function toProject(row: MediaRow): Project {
  const find = (kind: string) => row.derivatives.find((d) => d.kind === kind)
  const url = (derivative: MediaDerivative | undefined) =>
    derivative ? mediaUrl(derivative.key) : null
  const original = mediaUrl(row.objectKey)
  const display = find('display')
  const poster = find('poster')
  const srcset = row.derivatives
    .filter((d) => /^w\d+$/.test(d.kind))
    .sort((a, b) => a.width - b.width)
    .map((d) => ({ url: mediaUrl(d.key), width: d.width }))
  const isImage = row.fileType === 'image'
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    fileType: row.fileType,
    image: url(display) ?? original,
    thumbnail: isImage ? (url(find('w400')) ?? original) : url(poster),
    srcset,
    poster: isImage ? null : url(poster),
    preview: isImage ? null : url(find('preview')),
    width: display?.width ?? row.width,
    height: display?.height ?? row.height,
    durationMs: row.durationMs,
    original,
    createdAt: row.createdAt.toISOString(),
  }
}
