import { findCategory } from '@site/contract/categories'
import { mediaLibraryLastPage, mediaSearchLimit } from '@site/contract/media-library-limits'
import type { FileType } from '@site/contract/upload-rules'

/** The library's filters and page as the address holds them; absent means "any" (page 1). */
export interface MediaLibrarySearch {
  page?: number
  category?: string
  type?: FileType
  needsTitle?: true
  since?: 'week'
  q?: string
}

/**
 * `validateSearch` of the route that shows the library: whatever the address holds becomes the
 * typed search, and a value the API would refuse is dropped rather than shown as an error.
 */
export function mediaLibrarySearch(input: Record<string, unknown>): MediaLibrarySearch {
  const search: MediaLibrarySearch = {}
  const page =
    typeof input.page === 'number' || typeof input.page === 'string' ? Number(input.page) : 0
  if (Number.isInteger(page) && page > 1 && page <= mediaLibraryLastPage) search.page = page
  const category = typeof input.category === 'string' ? findCategory(input.category) : undefined
  if (category) search.category = category
  if (input.type === 'image' || input.type === 'video') search.type = input.type
  if (input.needsTitle === true || input.needsTitle === 'true') search.needsTitle = true
  if (input.since === 'week') search.since = 'week'
  const q = typeof input.q === 'string' ? input.q.trim() : ''
  if (q && q.length <= mediaSearchLimit) search.q = q
  return search
}

/** The API's query for a search (`GET /api/admin/media`). */
export function mediaLibraryQuery(search: MediaLibrarySearch): Record<string, string | undefined> {
  return {
    page: search.page && search.page > 1 ? String(search.page) : undefined,
    category: search.category,
    type: search.type,
    needsTitle: search.needsTitle ? 'true' : undefined,
    since: search.since,
    q: search.q,
  }
}
