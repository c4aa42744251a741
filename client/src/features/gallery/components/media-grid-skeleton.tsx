import { MediaGrid } from './media-grid'

/** Fixed-size placeholders, so the page does not jump when the media items arrive. */
export function MediaGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status">
      <p className="mb-6 text-center text-ink-muted">Loading projects...</p>
      <MediaGrid aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="overflow-hidden rounded-2xl border border-line bg-white">
            <div className="aspect-[4/3] animate-pulse bg-surface-muted" />
            <div className="space-y-3 p-4">
              <div className="h-6 w-28 animate-pulse rounded-full bg-surface-muted" />
              <div className="h-5 w-3/4 animate-pulse rounded bg-surface-muted" />
              <div className="h-10 w-full animate-pulse rounded bg-surface-muted" />
            </div>
          </li>
        ))}
      </MediaGrid>
    </div>
  )
}
