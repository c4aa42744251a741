import type { BulkOutcome, bulkAction } from '@site/contract/media-library'
import type * as z from 'zod/mini'
import { addToPortfolioProject } from './add-to-portfolio.js'
import { type DeleteServices, deleteMediaItem, updateMediaItem } from './media-item-admin.js'
import { mediaItemNotFound } from './media-item-not-found.js'

type BulkAction = z.output<typeof bulkAction>

/**
 * One action on many items, one outcome per id in the order sent. Items are changed one at a
 * time, each by the single-item code (its own statement or transaction), so what is done stays
 * done when a later item fails; the catalogue version rises with every change (the tables'
 * triggers), so public pages show it at once.
 */
export async function runBulkAction(
  services: DeleteServices,
  action: BulkAction,
): Promise<BulkOutcome[]> {
  switch (action.action) {
    case 'set-category':
      return eachItem(services, action.ids, async (id) =>
        Boolean(await updateMediaItem(services.db, id, { category: action.category })),
      )
    case 'delete':
      return eachItem(services, action.ids, (id) => deleteMediaItem(services, id))
    case 'add-to-project':
      return addToPortfolioProject(services.db, action.projectId, action.ids, action.as)
  }
}

async function eachItem(
  { log }: DeleteServices,
  ids: string[],
  act: (id: string) => Promise<boolean>,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = []
  for (const id of ids) {
    try {
      outcomes.push(
        (await act(id)) ? { id, ok: true } : { id, ok: false, message: mediaItemNotFound },
      )
    } catch (error) {
      // One item's failure is its own; the items before it are done and the rest are tried.
      log.error({ err: error, mediaId: id }, 'a bulk action failed on one item')
      outcomes.push({
        id,
        ok: false,
        message: 'This item could not be changed just now; try again.',
      })
    }
  }
  return outcomes
}
