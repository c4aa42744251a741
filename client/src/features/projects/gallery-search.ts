export interface GallerySearch {
  category?: string
}

/**
 * The gallery's URL state. `?category=` is kept when it is a plausible category name; anything
 * else (missing, empty, too long, not text) shows the category list.
 */
export function parseGallerySearch(search: Record<string, unknown>): GallerySearch {
  const category = typeof search.category === 'string' ? search.category.trim() : ''
  return category && category.length <= 100 ? { category } : {}
}
