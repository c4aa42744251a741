import type { BeforeAfterPairIds } from '@site/contract/portfolio'

/** What decides a project's references: checked together whenever any of them changes. */
export interface PortfolioReferences {
  items: string[]
  coverId: string | null
  pairs: BeforeAfterPairIds[]
  published: boolean
}

/**
 * The references after `changes`: items taken out of the project also leave its cover and its
 * pairs (a reorder that drops a photo should not have to resend the pairs too).
 */
export function referencesAfter(
  current: PortfolioReferences,
  changes: Partial<PortfolioReferences>,
): PortfolioReferences {
  const items = changes.items ?? current.items
  const kept = new Set(items)
  const coverId =
    changes.coverId !== undefined
      ? changes.coverId
      : current.coverId && kept.has(current.coverId)
        ? current.coverId
        : null
  const pairs =
    changes.pairs ??
    current.pairs.filter((pair) => kept.has(pair.beforeId) && kept.has(pair.afterId))
  return { items, coverId, pairs, published: changes.published ?? current.published }
}
