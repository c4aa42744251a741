/**
 * The media library's limits (decision 055), without zod: the portal's address checks
 * (client/src/features/media-library/media-library-search.ts) load with the public pages.
 */

/** Items on one page of `GET /api/admin/media`. */
export const mediaLibraryPageSize = 24

/** The most items one bulk action takes. */
export const bulkActionLimit = 200

/** The longest title search. */
export const mediaSearchLimit = 100

/** The last page a query may ask for (24 × 10,000 items is far beyond any library). */
export const mediaLibraryLastPage = 10_000
