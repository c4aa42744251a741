import { findImageCategory } from '@site/contract/categories'
import type { MediaItem } from '@site/contract/media-items'
import {
  type PortfolioProject,
  type PortfolioSummary,
  portfolioItemPageLimit,
} from '@site/contract/portfolio'
import {
  type Database,
  type MediaRow,
  media,
  type PortfolioProjectRow,
  portfolioItems,
  portfolioPairs,
  portfolioProjects,
} from '@site/db'
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { coverImageOf } from '../media/catalogue/cover-image.js'
import { hasDisplayCopy, toMediaItem } from '../media/catalogue/media-item-catalogue.js'

// What visitors may see of a project's items: processed, with a display copy (as /api/projects).
const listed = and(eq(media.status, 'ready'), hasDisplayCopy)

export interface PortfolioFilter {
  category?: string
  area?: string
}

/**
 * Published projects with at least one item visitors may see, latest completion first. `area`
 * matches whole, ignoring case and surrounding spaces; an unknown category lists nothing.
 */
export async function listPublishedPortfolio(
  db: Database,
  filter: PortfolioFilter = {},
): Promise<PortfolioSummary[]> {
  const category = filter.category === undefined ? undefined : findImageCategory(filter.category)
  if (filter.category !== undefined && category === undefined) return []
  const area = filter.area?.trim().toLowerCase()
  const rows = await db
    .select()
    .from(portfolioProjects)
    .where(
      and(
        eq(portfolioProjects.published, true),
        category === undefined ? undefined : eq(portfolioProjects.category, category),
        area ? sql`lower(trim(${portfolioProjects.area})) = ${area}` : undefined,
      ),
    )
    .orderBy(desc(portfolioProjects.completedOn), desc(portfolioProjects.updatedAt))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [counts, covers] = await Promise.all([listedCounts(db, ids), coversOf(db, rows)])
  return rows.flatMap((row) => {
    const itemCounts = counts.get(row.id)
    if (!itemCounts) return []
    return [summaryOf(row, itemCounts, covers.get(row.id) ?? null)]
  })
}

/**
 * One published project with a page of its items (default the first 60) and every pair whose two
 * photos visitors may see; undefined for an unknown slug, a draft, or a project with nothing to
 * show yet.
 */
export async function findPublishedPortfolioProject(
  db: Database,
  slug: string,
  page: { limit?: number; offset?: number } = {},
): Promise<PortfolioProject | undefined> {
  const [row] = await db
    .select()
    .from(portfolioProjects)
    .where(and(eq(portfolioProjects.slug, slug), eq(portfolioProjects.published, true)))
  if (!row) return undefined
  const limit = page.limit ?? portfolioItemPageLimit
  const offset = page.offset ?? 0
  const [itemCounts, itemRows, pairRows, covers] = await Promise.all([
    listedCounts(db, [row.id]).then((counts) => counts.get(row.id)),
    db
      .select({ media })
      .from(portfolioItems)
      .innerJoin(media, eq(media.id, portfolioItems.mediaId))
      .where(and(eq(portfolioItems.projectId, row.id), listed))
      .orderBy(asc(portfolioItems.position))
      .limit(limit)
      .offset(offset),
    listedPairs(db, row.id),
    coverItemsOf(db, [row]),
  ])
  if (!itemCounts) return undefined
  const coverItem = covers.get(row.id) ?? null
  return {
    ...summaryOf(row, itemCounts, coverItem && coverImageOf(coverItem)),
    description: row.description,
    coverItem,
    items: itemRows.flatMap((found) => toMediaItem(found.media) ?? []),
    offset,
    pairs: pairRows,
    updatedAt: row.updatedAt.toISOString(),
  }
}

interface ItemCounts {
  items: number
  videos: number
}

function summaryOf(
  row: PortfolioProjectRow,
  counts: ItemCounts,
  cover: PortfolioSummary['cover'],
): PortfolioSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    area: row.area,
    completedOn: row.completedOn,
    category: row.category,
    scope: row.scope,
    cover,
    itemCount: counts.items,
    videoCount: counts.videos,
  }
}

/** Each project's items visitors may see, and how many of them are videos; none: not in the map. */
async function listedCounts(db: Database, projectIds: string[]): Promise<Map<string, ItemCounts>> {
  const rows = await db
    .select({
      projectId: portfolioItems.projectId,
      items: count(),
      videos: count(sql`case when ${media.fileType} = 'video' then 1 end`),
    })
    .from(portfolioItems)
    .innerJoin(media, eq(media.id, portfolioItems.mediaId))
    .where(and(inArray(portfolioItems.projectId, projectIds), listed))
    .groupBy(portfolioItems.projectId)
  return new Map(rows.map(({ projectId, items, videos }) => [projectId, { items, videos }]))
}

/** Each project's cover: the chosen item while visitors may see it, else its first listed item. */
async function coverItemsOf(
  db: Database,
  rows: PortfolioProjectRow[],
): Promise<Map<string, MediaItem>> {
  const ids = rows.map((row) => row.id)
  const chosenIds = rows.flatMap((row) => row.coverId ?? [])
  const [chosen, firsts] = await Promise.all([
    chosenIds.length === 0
      ? Promise.resolve([] as MediaRow[])
      : db
          .select()
          .from(media)
          .where(and(inArray(media.id, chosenIds), listed)),
    db
      .selectDistinctOn([portfolioItems.projectId], {
        projectId: portfolioItems.projectId,
        media,
      })
      .from(portfolioItems)
      .innerJoin(media, eq(media.id, portfolioItems.mediaId))
      .where(and(inArray(portfolioItems.projectId, ids), listed))
      .orderBy(portfolioItems.projectId, asc(portfolioItems.position)),
  ])
  const chosenById = new Map(chosen.map((item) => [item.id, item]))
  const firstByProject = new Map(firsts.map((first) => [first.projectId, first.media]))
  const covers = new Map<string, MediaItem>()
  for (const row of rows) {
    const cover = (row.coverId && chosenById.get(row.coverId)) || firstByProject.get(row.id)
    const shown = cover && toMediaItem(cover)
    if (shown) covers.set(row.id, shown)
  }
  return covers
}

async function coversOf(
  db: Database,
  rows: PortfolioProjectRow[],
): Promise<Map<string, PortfolioSummary['cover']>> {
  const items = await coverItemsOf(db, rows)
  return new Map([...items].map(([id, item]) => [id, coverImageOf(item)]))
}

async function listedPairs(db: Database, projectId: string): Promise<PortfolioProject['pairs']> {
  const pairs = await db
    .select()
    .from(portfolioPairs)
    .where(eq(portfolioPairs.projectId, projectId))
    .orderBy(asc(portfolioPairs.position))
  if (pairs.length === 0) return []
  const photoIds = pairs.flatMap((pair) => [pair.beforeId, pair.afterId])
  const photos = await db
    .select()
    .from(media)
    .where(and(inArray(media.id, photoIds), listed))
  const shown = new Map(
    photos.flatMap((row) => {
      const item = toMediaItem(row)
      return item ? [[row.id, item] as const] : []
    }),
  )
  return pairs.flatMap((pair) => {
    const before = shown.get(pair.beforeId)
    const after = shown.get(pair.afterId)
    return before && after ? [{ before, after }] : []
  })
}
