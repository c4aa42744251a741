import type { CategorySummary, Project } from '@site/contract/projects'

/** What a card shows of an item: a photo's small copies, or a video's still frame; null without. */
export function coverImageOf(item: Project): CategorySummary['cover'] {
  if (item.fileType === 'image') {
    return {
      url: item.thumbnail ?? item.image,
      srcset: item.srcset,
      width: item.width,
      height: item.height,
    }
  }
  return item.poster
    ? { url: item.poster, srcset: [], width: item.width, height: item.height }
    : null
}
