import { type Database, media, portfolioItems, portfolioProjects } from '@site/db'
import { and, eq, inArray, ne } from 'drizzle-orm'
import { PortfolioError } from './portfolio-errors.js'
import type { PortfolioReferences } from './portfolio-state.js'

type Reader = Pick<Database, 'select'>

/**
 * Refuses references the shape alone cannot judge: items that do not exist (deleted) or belong to
 * another project, a cover outside the items, a pair that is not two different photos of the
 * project, a published project without items. `projectId` is null for a new project.
 */
export async function checkReferences(
  db: Reader,
  projectId: string | null,
  references: PortfolioReferences,
): Promise<void> {
  const { items, coverId, pairs, published } = references
  if (published && items.length === 0) {
    throw new PortfolioError(
      400,
      'published: a project needs at least one photo or video before it is published',
    )
  }
  const rows =
    items.length === 0
      ? []
      : await db
          .select({ id: media.id, fileType: media.fileType })
          .from(media)
          .where(inArray(media.id, items))
  const fileTypes = new Map(rows.map((row) => [row.id, row.fileType]))
  items.forEach((id, index) => {
    if (!fileTypes.has(id)) {
      throw new PortfolioError(
        400,
        `items.${index}: there is no media item ${id} (it may have been deleted)`,
      )
    }
  })
  await rejectItemsOfOtherProjects(db, projectId, items)

  if (coverId !== null && !fileTypes.has(coverId)) {
    throw new PortfolioError(400, "coverId: the cover must be one of the project's items")
  }
  pairs.forEach((pair, index) => {
    if (pair.beforeId === pair.afterId) {
      throw new PortfolioError(
        400,
        `pairs.${index}: a before/after pair needs two different photos`,
      )
    }
    for (const side of ['beforeId', 'afterId'] as const) {
      const fileType = fileTypes.get(pair[side])
      if (fileType === undefined) {
        throw new PortfolioError(400, `pairs.${index}.${side}: must be one of the project's items`)
      }
      if (fileType !== 'image') {
        throw new PortfolioError(
          400,
          `pairs.${index}.${side}: must be a photo (a video cannot be compared before and after)`,
        )
      }
    }
  })
}

async function rejectItemsOfOtherProjects(
  db: Reader,
  projectId: string | null,
  items: string[],
): Promise<void> {
  if (items.length === 0) return
  const elsewhere = await db
    .select({ mediaId: portfolioItems.mediaId, title: portfolioProjects.title })
    .from(portfolioItems)
    .innerJoin(portfolioProjects, eq(portfolioProjects.id, portfolioItems.projectId))
    .where(
      and(
        inArray(portfolioItems.mediaId, items),
        projectId === null ? undefined : ne(portfolioItems.projectId, projectId),
      ),
    )
    .limit(1)
  const [taken] = elsewhere
  if (taken) {
    throw new PortfolioError(
      409,
      `items.${items.indexOf(taken.mediaId)}: this item already belongs to the project "${taken.title}"; take it out of that project first`,
    )
  }
}
