import type { BulkOutcome } from '@site/contract/media-library'
import { type BeforeAfterPairIds, portfolioLimits } from '@site/contract/portfolio'
import { type Database, media, type Transaction } from '@site/db'
import { inArray } from 'drizzle-orm'
import {
  changePortfolioProject,
  concurrentWriteError,
  lockPortfolioProject,
} from '../../portfolio/portfolio-admin.js'
import { checkReferences } from '../../portfolio/portfolio-checks.js'
import { PortfolioError } from '../../portfolio/portfolio-errors.js'
import { publishedSiteSettings } from '../../site-settings/site-settings.js'
import { mediaItemNotFound } from './media-item-not-found.js'

type Outcomes = Map<string, BulkOutcome>

/**
 * Appends items to a portfolio project's order, or (`pairs`) takes them two by two as before/after
 * pairs, saved the way the portfolio editor saves a project. In one transaction with the project
 * locked (another edit of it waits) and the items' rows held (a deletion waits): each item (or
 * pair) is first judged alone by the project's own rules, so a refused one fails only itself, and
 * the rest are written at once under the editor's whole-project check. A project that does not
 * exist is a 404.
 */
export async function addToPortfolioProject(
  db: Database,
  projectId: string,
  ids: string[],
  as: 'items' | 'pairs',
): Promise<BulkOutcome[]> {
  const { settings } = await publishedSiteSettings(db)
  const outcomes: Outcomes = new Map()
  let added: string[] = []
  try {
    await db.transaction(async (tx) => {
      const project = await lockPortfolioProject(tx, projectId)
      const existing = await tx
        .select({ id: media.id })
        .from(media)
        .where(inArray(media.id, ids))
        .for('key share')
        .then((rows) => new Set(rows.map((row) => row.id)))
      const items = [...project.items]
      const pairs = [...project.pairs]
      const groups = as === 'pairs' ? twoByTwo(ids) : ids.map((id) => [id])
      for (const group of groups) {
        const errors = await judge(tx, projectId, group, existing, { items, pairs }, as)
        if (errors) {
          for (const id of group) outcomes.set(id, errors.get(id) ?? partnerError(id))
          continue
        }
        for (const id of group) if (!items.includes(id)) items.push(id)
        const [beforeId, afterId] = group
        if (as === 'pairs' && beforeId && afterId) pairs.push({ beforeId, afterId })
      }
      added = ids.filter((id) => !outcomes.has(id))
      if (added.length > 0) {
        await changePortfolioProject(tx, projectId, { items, pairs }, settings.services)
      }
    })
  } catch (error) {
    // Another project took one of the items at this moment: none of this batch was saved.
    const portfolioError = error instanceof PortfolioError ? error : concurrentWriteError(error)
    if (!portfolioError || portfolioError.statusCode === 404) throw portfolioError ?? error
    for (const id of added)
      outcomes.set(id, { id, ok: false, message: withoutPath(portfolioError) })
  }
  return ids.map((id) => outcomes.get(id) ?? { id, ok: true })
}

/** Why a group (one item, or a pair) cannot be added, per id; undefined when it can. */
async function judge(
  tx: Transaction,
  projectId: string,
  group: string[],
  existing: Set<string>,
  so: { items: string[]; pairs: BeforeAfterPairIds[] },
  as: 'items' | 'pairs',
): Promise<Outcomes | undefined> {
  const [first, second] = group
  if (!first) return undefined
  const missing = group.find((id) => !existing.has(id))
  if (missing) return errorOutcome(missing, mediaItemNotFound)
  if (as === 'pairs' && !second) {
    return errorOutcome(first, 'a before/after pair needs two photos: this one was chosen alone')
  }
  const newItems = group.filter((id) => !so.items.includes(id))
  if (so.items.length + newItems.length > portfolioLimits.items) {
    return errorOfAll(group, `the project holds ${portfolioLimits.items} items, the most it may`)
  }
  if (as === 'pairs' && so.pairs.length >= portfolioLimits.pairs) {
    return errorOfAll(group, `the project has ${portfolioLimits.pairs} pairs, the most it may`)
  }
  const pair = as === 'pairs' && second ? [{ beforeId: first, afterId: second }] : []
  try {
    await checkReferences(tx, projectId, {
      items: group,
      coverId: null,
      pairs: pair,
      published: false,
    })
    return undefined
  } catch (error) {
    if (!(error instanceof PortfolioError)) throw error
    // `items.1: …` or `pairs.0.afterId: …` names the second of the group.
    const aboutSecond = /^(items\.1|pairs\.\d+\.afterId)\b/.test(error.message)
    return errorOutcome((aboutSecond && second) || first, withoutPath(error))
  }
}

function twoByTwo(ids: string[]): string[][] {
  const groups: string[][] = []
  for (let index = 0; index < ids.length; index += 2) groups.push(ids.slice(index, index + 2))
  return groups
}

function errorOutcome(id: string, message: string): Outcomes {
  return new Map([[id, { id, ok: false, message }]])
}

function errorOfAll(ids: string[], message: string): Outcomes {
  return new Map(ids.map((id) => [id, { id, ok: false, message }]))
}

function partnerError(id: string): BulkOutcome {
  return {
    id,
    ok: false,
    message: 'not added: the other photo of its before/after pair was refused',
  }
}

/** The rule's words without the field path, which names the check's list and not the selection. */
function withoutPath(error: Error): string {
  return error.message.replace(/^[\w.]+: /, '')
}
