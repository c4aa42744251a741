import type { MediaItem } from '@site/contract/media-items'
import type { PortfolioProject } from '@site/contract/portfolio'
import { useInfiniteQuery } from '@tanstack/react-query'
import { fetchPortfolioProject, portfolioQueryKey } from './get-portfolio'

/**
 * A project's items: the page the route loaded (in the served HTML), then the next ones on
 * demand. Keyed on `updatedAt`, so a republished project never mixes old and new pages.
 */
export function useProjectItems(project: PortfolioProject) {
  return useInfiniteQuery({
    queryKey: [...portfolioQueryKey, 'items', project.slug, project.updatedAt],
    initialData: { pages: [project.items], pageParams: [project.offset] },
    initialPageParam: project.offset,
    // The first page came with the route; refetching it would refetch every page loaded since.
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async ({ pageParam, signal }): Promise<MediaItem[]> =>
      (await fetchPortfolioProject(project.slug, pageParam, signal))?.items ?? [],
    getNextPageParam: (lastPage, pages, lastOffset) => {
      const loaded = pages.reduce((count, page) => count + page.length, 0)
      const next = lastOffset + lastPage.length
      return lastPage.length > 0 && project.offset + loaded < project.itemCount ? next : undefined
    },
  })
}
