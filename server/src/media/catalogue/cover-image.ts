import type { CategorySummary, MediaItem } from '@site/contract/media-items'

/** What a card shows of an item: a photo's small copies, or a video's still frame's; null without. */
export function coverImageOf(item: MediaItem): CategorySummary['cover'] {
  const url = item.fileType === 'image' ? (item.thumbnail ?? item.image) : item.thumbnail
  return url ? { url, srcset: item.srcset, width: item.width, height: item.height } : null
}
