import { MediaGrid } from './media-grid'

/** A media item's card: its category badge, title and buttons. */
const mediaCardLines = ['h-6 w-28 rounded-full', 'h-5 w-3/4 rounded', 'h-10 w-full rounded']

/**
 * Fixed-size placeholders in the grid's places, so the page does not jump when the cards arrive:
 * each a 4:3 picture and grey bars where its lines go (a media item's unless told).
 */
export function MediaGridSkeleton({
  count,
  label = 'Loading projects...',
  lines = mediaCardLines,
  padding = 'p-4',
}: {
  count: number
  /** Read out, and shown above the grid. */
  label?: string
  /** Each bar's size and corners. */
  lines?: string[]
  padding?: string
}) {
  return (
    <div role="status">
      <p className="mb-6 text-center text-ink-muted">{label}</p>
      <MediaGrid aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index} className="overflow-hidden rounded-2xl border border-line bg-white">
            <div className="aspect-[4/3] animate-pulse bg-surface-muted" />
            <div className={`space-y-3 ${padding}`}>
              {lines.map((line) => (
                <div key={line} className={`animate-pulse bg-surface-muted ${line}`} />
              ))}
            </div>
          </li>
        ))}
      </MediaGrid>
    </div>
  )
}
