import { defaultCategories, generalCategory, videosCategory } from '@site/contract/categories'
import type { CategorySummary, MediaItem } from '@site/contract/media-items'
import { coverImageOf } from './cover-image.js'

/**
 * The gallery's categories with how many items each lists and a cover, from the public list
 * (newest first): the specification's eight in order, then General once it holds items. Empty
 * categories stay listed, with a count of 0 and no cover.
 */
export function summariseCategories(items: readonly MediaItem[]): CategorySummary[] {
  const hasGeneral = items.some((item) => item.category === generalCategory)
  const names: string[] = [...defaultCategories, ...(hasGeneral ? [generalCategory] : [])]
  return names.map((name) => {
    const listed = items.filter((item) =>
      name === videosCategory ? item.fileType === 'video' : item.category === name,
    )
    return { name, count: listed.length, cover: coverOf(listed) }
  })
}

/** The newest photo's copies, else the newest video with a still frame; null when neither. */
function coverOf(listed: readonly MediaItem[]): CategorySummary['cover'] {
  const photo = listed.find((item) => item.fileType === 'image')
  const video = listed.find((item) => item.poster !== null)
  const chosen = photo ?? video
  return chosen ? coverImageOf(chosen) : null
}
