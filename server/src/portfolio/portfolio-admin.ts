import type {
  AdminPortfolioProject,
  newPortfolioProject,
  portfolioChanges,
} from '@site/contract/portfolio'
import { portfolioTextsOf } from '@site/contract/portfolio-project-fields'
import {
  type Database,
  portfolioItems,
  portfolioPairs,
  portfolioProjects,
  type Transaction,
} from '@site/db'
import { eq, sql } from 'drizzle-orm'
import type * as z from 'zod/mini'
import { publishedSiteSettings } from '../site-settings/site-settings.js'
import { findAdminPortfolioProject } from './admin-portfolio-rows.js'
import { checkReferences } from './portfolio-checks.js'
import { PortfolioError, projectNotFound } from './portfolio-errors.js'
import { scopeKeys } from './portfolio-scope.js'
import { freeSlugFor, rejectTakenSlug, slugTaken } from './portfolio-slugs.js'
import { type PortfolioReferences, referencesAfter } from './portfolio-state.js'

type NewProject = z.output<typeof newPortfolioProject>
type Changes = z.output<typeof portfolioChanges>

// A slug made from the title can be taken between the check and the insert by another request:
// the unique index refuses it and the whole write is tried again with the next free number. Of k
// requests with one title at one moment, one wins each round, so the last may need k tries: 3
// let the fourth of four such requests fail now and then (seen on a fast machine).
const attemptsForMadeSlug = 8

/**
 * Creates a project from staff's input, references and services checked; answers it as staff
 * see it.
 */
export async function createPortfolioProject(
  db: Database,
  input: NewProject,
): Promise<AdminPortfolioProject> {
  const { settings } = await publishedSiteSettings(db)
  const scope = scopeKeys(settings.services, input.scope)
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const references = referencesOf(input)
        await checkReferences(tx, null, references)
        if (input.slug !== undefined) await rejectTakenSlug(tx, input.slug, null)
        const slug = input.slug ?? (await freeSlugFor(tx, input.title))
        const [row] = await tx
          .insert(portfolioProjects)
          .values({
            slug,
            title: input.title,
            ...portfolioTextsOf(input),
            completedOn: input.completedOn,
            category: input.category,
            scope,
            coverId: input.coverId,
            published: input.published,
          })
          .returning({ id: portfolioProjects.id })
        if (!row) throw new Error('inserting a portfolio project returned no row')
        await writeReferences(tx, row.id, references)
        return response(tx, row.id)
      })
    } catch (error) {
      const conflict = uniqueConflict(error)
      if (conflict === 'slug' && input.slug === undefined && attempt < attemptsForMadeSlug) continue
      throw conflictError(conflict, input.slug) ?? error
    }
  }
}

/**
 * Applies staff's changes, references checked as a whole, services against the published
 * settings; 404 when the project does not exist.
 */
export async function updatePortfolioProject(
  db: Database,
  id: string,
  changes: Changes,
): Promise<AdminPortfolioProject> {
  const { settings } = await publishedSiteSettings(db)
  try {
    return await db.transaction((tx) => changePortfolioProject(tx, id, changes, settings.services))
  } catch (error) {
    throw conflictError(uniqueConflict(error), changes.slug) ?? error
  }
}

/**
 * `updatePortfolioProject` inside a transaction the caller holds (which may have read the project
 * under `lockPortfolioProject` to decide the changes); `services` are the published settings'.
 */
export async function changePortfolioProject(
  tx: Transaction,
  id: string,
  changes: Changes,
  services: Parameters<typeof scopeKeys>[0],
): Promise<AdminPortfolioProject> {
  const current = await lockPortfolioProject(tx, id)
  const references = referencesAfter(current, changes)
  await checkReferences(tx, id, references)
  if (changes.slug !== undefined) await rejectTakenSlug(tx, changes.slug, id)
  const { items, pairs, coverId, published, scope, ...fields } = changes
  await tx
    .update(portfolioProjects)
    .set({
      ...fields,
      ...(scope === undefined ? {} : { scope: scopeKeys(services, scope, current.scope) }),
      coverId: references.coverId,
      published: references.published,
      updatedAt: sql`now()`,
    })
    .where(eq(portfolioProjects.id, id))
  if (items !== undefined || pairs !== undefined) {
    await tx.delete(portfolioItems).where(eq(portfolioItems.projectId, id))
    await tx.delete(portfolioPairs).where(eq(portfolioPairs.projectId, id))
    await writeReferences(tx, id, references)
  }
  return response(tx, id)
}

/**
 * The project as staff see it, locked for the transaction so two edits of one project apply one
 * after the other, each checked whole; 404 when there is none.
 */
export async function lockPortfolioProject(
  tx: Transaction,
  id: string,
): Promise<AdminPortfolioProject> {
  const locked = await tx.execute(
    sql`select id from portfolio_projects where id = ${id} for update`,
  )
  const current = locked.rows.length > 0 ? await findAdminPortfolioProject(tx, id) : undefined
  if (!current) throw new PortfolioError(404, projectNotFound)
  return current
}

/** Deletes a project; its media stay. False when there was none. */
export async function deletePortfolioProject(db: Database, id: string): Promise<boolean> {
  const deleted = await db
    .delete(portfolioProjects)
    .where(eq(portfolioProjects.id, id))
    .returning({ id: portfolioProjects.id })
  return deleted.length > 0
}

function referencesOf(input: NewProject): PortfolioReferences {
  return {
    items: input.items,
    coverId: input.coverId,
    pairs: input.pairs,
    published: input.published,
  }
}

/** Items and pairs in order, one statement each (a project may hold 1000 items). */
async function writeReferences(
  tx: Transaction,
  projectId: string,
  references: PortfolioReferences,
): Promise<void> {
  if (references.items.length > 0) {
    await tx
      .insert(portfolioItems)
      .values(references.items.map((mediaId, position) => ({ projectId, mediaId, position })))
  }
  if (references.pairs.length > 0) {
    await tx
      .insert(portfolioPairs)
      .values(references.pairs.map((pair, position) => ({ projectId, position, ...pair })))
  }
}

async function response(tx: Transaction, id: string): Promise<AdminPortfolioProject> {
  const project = await findAdminPortfolioProject(tx, id)
  if (!project) throw new Error(`portfolio project ${id} vanished inside its own transaction`)
  return project
}

/** A concurrent write's error in words (an item just added to another project), if it is one. */
export function concurrentWriteError(error: unknown): PortfolioError | undefined {
  return conflictError(uniqueConflict(error), undefined)
}

/** Which unique rule a concurrent write broke, if that is what `error` is. */
function uniqueConflict(error: unknown): 'slug' | 'item' | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: string; constraint?: string }
    if (code !== '23505') continue
    if (constraint === 'portfolio_projects_slug_unique') return 'slug'
    if (constraint === 'portfolio_items_media_unique') return 'item'
  }
  return undefined
}

function conflictError(
  conflict: 'slug' | 'item' | undefined,
  slug: string | undefined,
): PortfolioError | undefined {
  if (conflict === 'slug') {
    return slug !== undefined
      ? slugTaken(slug)
      : new PortfolioError(
          409,
          "slug: another project took this title's address just now; try again",
        )
  }
  if (conflict === 'item') {
    return new PortfolioError(
      409,
      'items: an item was just added to another project; reload and try again',
    )
  }
  return undefined
}
