import type { BeforeAfterPairIds } from '@site/contract/portfolio'
import type { FileType } from '@site/contract/upload-rules'

interface PairCandidate {
  id: string
  fileType: FileType
}

/**
 * Why a before/after pair cannot be made, in words for staff, or null when it can: two different
 * photos of the project, not already paired the same way. The server checks the same.
 */
export function pairProblem(
  pair: BeforeAfterPairIds,
  items: readonly PairCandidate[],
  pairs: readonly BeforeAfterPairIds[],
): string | null {
  if (!pair.beforeId || !pair.afterId) return 'Choose a before photo and an after photo.'
  if (pair.beforeId === pair.afterId) return 'Choose two different photos: before and after.'
  const before = items.find((item) => item.id === pair.beforeId)
  const after = items.find((item) => item.id === pair.afterId)
  if (!before || !after) return 'Both photos must be among the project’s items.'
  if (before.fileType !== 'image' || after.fileType !== 'image')
    return 'A before/after pair takes two photos, not videos.'
  if (pairs.some((p) => p.beforeId === pair.beforeId && p.afterId === pair.afterId))
    return 'These two photos are already a pair.'
  return null
}
