import { Play } from 'lucide'
import { Icon } from '../../../components/ui/icon'
import { formatDuration } from '../format-duration'

/** A video card's play mark and length, over the bottom corner of its thumbnail. */
export function VideoMark({ durationMs }: { durationMs: number | null }) {
  return (
    <span className="pointer-events-none absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-brand-950/80 px-2.5 py-1 text-xs font-semibold text-white">
      <Icon drawing={Play} aria-hidden="true" className="size-3.5 fill-current" />
      <span className="sr-only">Video</span>
      {durationMs === null ? null : (
        <>
          <span className="sr-only">, </span>
          <time dateTime={`PT${Math.round(durationMs / 1000)}S`}>{formatDuration(durationMs)}</time>
        </>
      )}
    </span>
  )
}
