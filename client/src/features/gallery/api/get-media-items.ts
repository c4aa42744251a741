import type { MediaItem } from '@site/contract/media-items'
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query'
import { parseItemSearch } from '../../../components/media-viewer/item-search'
import { apiPath, fetchList } from '../../../lib/api-client'
import { ApiError, apiMessages, apiRequest } from '../../../lib/api-request'
import { onlyWhen } from '../../../lib/query-client'

/** Key prefix shared by every media items query, for invalidation after an upload. */
export const mediaItemsQueryKey = ['projects'] as const

/** Items per page of a category: a phone's first screens, and a short wait for the next. */
export const categoryPageSize = 24

/**
 * `count` items chosen at random by the server on every request (the home page's recent
 * items: the bytes stay the same however large the portfolio grows).
 */
export function sampleQueryOptions(count: number) {
  return queryOptions({
    queryKey: [...mediaItemsQueryKey, { sample: count }],
    queryFn: ({ signal }) =>
      fetchList<MediaItem>(apiPath('/api/projects', { sample: String(count) }), 'projects', signal),
  })
}

/** The newest `count` items, in the server's order. */
export function newestQueryOptions(count: number) {
  return queryOptions({
    queryKey: [...mediaItemsQueryKey, { limit: count }],
    queryFn: ({ signal }) =>
      fetchList<MediaItem>(apiPath('/api/projects', { limit: String(count) }), 'projects', signal),
  })
}

/**
 * One category, a page at a time. The first page fails soft (an empty list, as the specification
 * asks of the media items list); a later page that fails is an error the grid offers to retry.
 *
 * A category page served by the API carries its first page (decision 036); shown again within
 * half a minute, the pages are not asked for again (an upload in this tab invalidates them).
 */
export function categoryQueryOptions(category: string) {
  return infiniteQueryOptions({
    queryKey: [...mediaItemsQueryKey, { category, paged: true }],
    staleTime: 30_000,
    initialPageParam: 0,
    queryFn: ({ pageParam: offset, signal }) => {
      const url = apiPath('/api/projects', {
        category,
        limit: String(categoryPageSize),
        offset: String(offset),
      })
      return offset === 0 ? fetchFirstPage(url, signal) : fetchPage(url, signal)
    },
    getNextPageParam: (lastPage, pages) =>
      lastPage.length < categoryPageSize ? undefined : pages.length * categoryPageSize,
  })
}

/** What the server renders a category's page with: its first page of `items` (all of them). */
export function servedCategoryPages(
  items: readonly MediaItem[],
): InfiniteData<MediaItem[], number> {
  return { pages: [items.slice(0, categoryPageSize)], pageParams: [0] }
}

/** The queries a page rendered by the API carries into the browser: a category's pages. */
export function isServedWithPage(queryKey: readonly unknown[]): boolean {
  const [prefix, filter] = queryKey
  return (
    prefix === mediaItemsQueryKey[0] &&
    typeof filter === 'object' &&
    filter !== null &&
    'paged' in filter &&
    filter.paged === true
  )
}

/** The API knows no such category (it responds with 404): the page is not found, not empty. */
export function isUnknownCategory(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** A category's first page, failing soft as every list does, except for a category not found. */
async function fetchFirstPage(url: string, signal: AbortSignal): Promise<MediaItem[]> {
  try {
    return await fetchPage(url, signal)
  } catch (error) {
    if (signal.aborted || isUnknownCategory(error)) throw error
    // As fetchList says it: the page shows its empty state.
    console.warn(`Failed to fetch projects: ${error instanceof Error ? error.message : error}`)
    return []
  }
}

async function fetchPage(url: string, signal: AbortSignal): Promise<MediaItem[]> {
  const page = await apiRequest(url, { signal })
  if (!Array.isArray(page)) throw new ApiError(apiMessages.unreadable, 200, { unreadable: true })
  return page
}

/**
 * One listed item, for a shared `?item=` link to something not on screen; null when it is not
 * (or no longer) listed.
 */
export function mediaItemQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...mediaItemsQueryKey, { id }],
    queryFn: async ({ signal }) => {
      try {
        // Not checked against the contract, like the lists: that would bring zod to the page.
        return (await apiRequest(`/api/projects/${encodeURIComponent(id)}`, {
          signal,
        })) as MediaItem
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null
        throw error
      }
    },
    retry: false,
  })
}

/** A new random sample every `refetchInterval` milliseconds. */
export function useMediaItemSample(count: number, refetchInterval: number, enabled: boolean) {
  return useQuery({ ...sampleQueryOptions(count), refetchInterval, ...onlyWhen(enabled) })
}

export function useNewestMediaItems(count: number, enabled: boolean) {
  return useQuery({ ...newestQueryOptions(count), ...onlyWhen(enabled) })
}

export function useCategoryMediaItems(category: string) {
  return useInfiniteQuery(categoryQueryOptions(category))
}

/** The item a `?item=` link names when `shown` lacks it (loading or not needed: undefined). */
export function useLinkedMediaItem(
  link: string | undefined,
  shown: readonly MediaItem[] | undefined,
) {
  // Only ids of the shape the site makes are asked for; anything else is not an item.
  const itemId = parseItemSearch({ item: link }).item
  const needed = itemId !== undefined && shown !== undefined && !shown.some((p) => p.id === itemId)
  const query = useQuery({ ...mediaItemQueryOptions(itemId ?? ''), ...onlyWhen(needed) })
  return { linked: needed ? query.data : undefined, pending: needed && query.isPending }
}
