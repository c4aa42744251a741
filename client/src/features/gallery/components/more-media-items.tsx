import type { MediaItem } from '@site/contract/media-items'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { buttonClass } from '../../../components/ui/button-class'
import { useNearViewport } from '../../../lib/use-near-viewport'

interface MoreMediaItemsProps {
  pages: UseInfiniteQueryResult<InfiniteData<MediaItem[]>>
  /** The button was used: focus should move to the first new card once it is there. */
  onLoadRequested: () => void
  /** What the grid holds, for the button and status texts. */
  noun?: string
}

/**
 * The end of a paged grid: the next page loads by itself as the visitor scrolls near it, or with
 * the button (keyboard users, browsers without IntersectionObserver); a page that failed to load
 * says so and offers to try again.
 */
export function MoreMediaItems({ pages, onLoadRequested, noun = 'projects' }: MoreMediaItemsProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages
  const loadMore = () => {
    if (!isFetchingNextPage) void fetchNextPage()
  }
  const sentinel = useNearViewport<HTMLDivElement>(loadMore, {
    enabled: hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
  })
  if (!hasNextPage) return null
  return (
    <div ref={sentinel} className="mt-12 flex flex-col items-center gap-4 text-center">
      <p role="status" className="text-ink-muted">
        {isFetchingNextPage
          ? `Loading more ${noun}...`
          : isFetchNextPageError
            ? `More ${noun} could not be loaded.`
            : ''}
      </p>
      <button
        type="button"
        className={buttonClass('outline')}
        onClick={() => {
          onLoadRequested()
          loadMore()
        }}
        aria-disabled={isFetchingNextPage}
      >
        {isFetchNextPageError ? 'Try again' : `Show more ${noun}`}
      </button>
    </div>
  )
}
