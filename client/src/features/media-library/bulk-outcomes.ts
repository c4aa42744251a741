import type { BulkAction, BulkOutcome } from '@site/contract/media-library'

/** "1 item", "3 items". */
export function itemCount(count: number): string {
  return `${count} ${count === 1 ? 'item' : 'items'}`
}

/** Why each failed item was not changed, by id. */
export function failuresOf(outcomes: BulkOutcome[]): Map<string, string> {
  return new Map(outcomes.flatMap((outcome) => (outcome.ok ? [] : [[outcome.id, outcome.message]])))
}

/** The toast after an action: what was done, and how many were not. */
export function outcomeSummary(
  action: BulkAction,
  outcomes: BulkOutcome[],
  projectTitle?: string,
): { title: string; failed: boolean } {
  const done = outcomes.filter((outcome) => outcome.ok).length
  const failed = outcomes.length - done
  if (failed > 0) {
    return {
      title: `${failed} of ${itemCount(outcomes.length)} not ${verbs[action.action]}; each says why`,
      failed: true,
    }
  }
  const title =
    action.action === 'set-category'
      ? `${itemCount(done)} moved to ${action.category}`
      : action.action === 'delete'
        ? `${itemCount(done)} deleted`
        : `${itemCount(done)} added to “${projectTitle ?? 'the project'}”`
  return { title, failed: false }
}

const verbs = { 'set-category': 'moved', delete: 'deleted', 'add-to-project': 'added' } as const
