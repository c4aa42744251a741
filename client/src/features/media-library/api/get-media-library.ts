import { mediaLibraryPage } from '@site/contract/media-library'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'
import { useRefetchWhenProcessed } from '../../../lib/portal/get-processing-media'
import { type MediaLibrarySearch, mediaLibraryQuery } from '../media-library-search'

/** One page of the library (`GET /api/admin/media`, admin session). */
export function getMediaLibrary(search: MediaLibrarySearch, signal?: AbortSignal) {
  return apiRequest(apiPath('/api/admin/media', mediaLibraryQuery(search)), {
    signal,
    schema: mediaLibraryPage,
  })
}

/** Every query of the library starts with this key; a change refreshes them all. */
export const mediaLibraryKey = ['admin', 'media-library'] as const

export function mediaLibraryQueryOptions(search: MediaLibrarySearch) {
  return queryOptions({
    queryKey: [...mediaLibraryKey, 'page', mediaLibraryQuery(search)],
    queryFn: ({ signal }) => getMediaLibrary(search, signal),
  })
}

/**
 * The page the address names. The previous page stays on screen while the next loads, and a
 * page with an item still processing is fetched again as items finish (decision 076).
 */
export function useMediaLibrary(search: MediaLibrarySearch) {
  const page = useQuery({ ...mediaLibraryQueryOptions(search), placeholderData: keepPreviousData })
  const processing = page.data?.items.filter((item) => item.status === 'processing').length ?? 0
  useRefetchWhenProcessed(processing, page)
  return page
}
