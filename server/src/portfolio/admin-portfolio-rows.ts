import type { AdminPortfolioProject } from '@site/contract/portfolio'
import { portfolioTextsOf } from '@site/contract/portfolio-project-fields'
import {
  type Database,
  type PortfolioProjectRow,
  portfolioItems,
  portfolioPairs,
  portfolioProjects,
} from '@site/db'
import { asc, desc, eq, inArray } from 'drizzle-orm'

type Reader = Pick<Database, 'select'>

/** Every project, drafts too, most recently changed first, as staff edit them. */
export async function listAdminPortfolio(db: Reader): Promise<AdminPortfolioProject[]> {
  const rows = await db
    .select()
    .from(portfolioProjects)
    .orderBy(desc(portfolioProjects.updatedAt), desc(portfolioProjects.id))
  return withReferences(db, rows)
}

/** One project as staff see it, or undefined. */
export async function findAdminPortfolioProject(
  db: Reader,
  id: string,
): Promise<AdminPortfolioProject | undefined> {
  const rows = await db.select().from(portfolioProjects).where(eq(portfolioProjects.id, id))
  const [project] = await withReferences(db, rows)
  return project
}

async function withReferences(
  db: Reader,
  rows: PortfolioProjectRow[],
): Promise<AdminPortfolioProject[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [items, pairs] = await Promise.all([
    db
      .select()
      .from(portfolioItems)
      .where(inArray(portfolioItems.projectId, ids))
      .orderBy(asc(portfolioItems.position)),
    db
      .select()
      .from(portfolioPairs)
      .where(inArray(portfolioPairs.projectId, ids))
      .orderBy(asc(portfolioPairs.position)),
  ])
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    ...portfolioTextsOf(row),
    completedOn: row.completedOn,
    category: row.category,
    scope: row.scope,
    items: items.filter((item) => item.projectId === row.id).map((item) => item.mediaId),
    coverId: row.coverId,
    pairs: pairs
      .filter((pair) => pair.projectId === row.id)
      .map(({ beforeId, afterId }) => ({ beforeId, afterId })),
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }))
}
