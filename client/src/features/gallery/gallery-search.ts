import { type ItemSearch, parseItemSearch } from '../../components/media-viewer/item-search'

export interface GallerySearch extends ItemSearch {
  category?: string
}

/**
 * The gallery's URL state. `?category=` is kept when it is a plausible category name; anything
 * else (missing, empty, too long, not text) shows the category list.
 */
export function parseGallerySearch(search: Record<string, unknown>): GallerySearch {
  const category = typeof search.category === 'string' ? search.category.trim() : ''
  // The open item belongs to a category's list; without a category there is no viewer.
  return category && category.length <= 100 ? { category, ...parseItemSearch(search) } : {}
}
