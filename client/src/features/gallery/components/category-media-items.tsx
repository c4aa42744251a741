import { videosCategory } from '@site/contract/categories'
import { ClientOnly, Link, useSearch } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide'
import { useEffect, useId, useMemo, useRef } from 'react'
import { useUrlListViewer } from '../../../components/media-viewer/use-url-list-viewer'
import { NotFoundPage } from '../../../components/not-found-page'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import {
  isUnknownCategory,
  useCategoryMediaItems,
  useLinkedMediaItem,
} from '../api/get-media-items'
import { gridImageLoading } from '../media-sources'
import { useFocusFirstNew } from '../use-focus-first-new'
import { GalleryViewer } from './gallery-viewer'
import { MediaCard } from './media-card'
import { MediaGrid } from './media-grid'
import { MediaGridSkeleton } from './media-grid-skeleton'
import { MoreMediaItems } from './more-media-items'
import { toastMissingItem } from './toast-missing-item'

/** The gallery's second view: the media items of one category, newest first, opening the viewer. */
export function CategoryMediaItems({ category }: { category: string }) {
  const headingId = useId()
  const pages = useCategoryMediaItems(category)
  const items = useMemo(() => pages.data?.pages.flat(), [pages.data])
  // A shared `?item=` link may name an item on a page not loaded yet.
  const itemId = useSearch({ strict: false, select: (search) => search.item })
  const { linked, pending } = useLinkedMediaItem(itemId, items)
  const grid = useRef<HTMLDivElement>(null)
  const focusFrom = useFocusFirstNew(grid, items?.length ?? 0)
  const viewer = useUrlListViewer(items, {
    lookup: linked ? [linked] : undefined,
    lookupPending: pending,
    onMissing: toastMissingItem,
  })
  // Stepping through the viewer towards the last loaded item brings the next page.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages
  const nearEnd =
    viewer.index !== undefined && viewer.count !== undefined && viewer.index >= viewer.count - 2
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage()
  }, [nearEnd, hasNextPage, isFetchingNextPage, fetchNextPage])
  // The API knows no such category: the same 404 page it serves for this address.
  if (isUnknownCategory(pages.error)) return <NotFoundPage />
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2
              id={headingId}
              className="text-3xl font-bold tracking-tight break-words text-brand-950 sm:text-4xl"
            >
              {category}
            </h2>
            {category === videosCategory ? (
              <p className="mt-2 text-lg text-ink-muted">All video content in one place</p>
            ) : null}
          </div>
          <Link to="/gallery" search={{}} className={buttonClass('outline')}>
            <Icon drawing={ArrowLeft} aria-hidden="true" className="size-5" />
            Back to Categories
          </Link>
        </div>
        <div ref={grid} className="mt-12">
          {!items ? (
            <MediaGridSkeleton count={4} />
          ) : items.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-line bg-surface-muted px-6 py-14 text-center text-lg text-ink-muted">
              No projects found in this category.
            </p>
          ) : (
            <MediaGrid>
              {items.map((item, index) => (
                <li key={item.id}>
                  <MediaCard
                    item={item}
                    onOpen={() => viewer.open(index, items)}
                    imageLoading={gridImageLoading(index)}
                  />
                </li>
              ))}
            </MediaGrid>
          )}
          <MoreMediaItems pages={pages} onLoadRequested={focusFrom} />
        </div>
      </div>
      {/* The API renders a category without `?item=`: the viewer opens once hydrated, so the
          hydrated markup matches the served one. Only this part is drawn again then, not the
          grid (decision 038). */}
      <ClientOnly>
        <GalleryViewer viewer={viewer} />
      </ClientOnly>
    </section>
  )
}
