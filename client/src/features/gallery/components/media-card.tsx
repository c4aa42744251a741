import type { MediaItem } from '@site/contract/media-items'
import type { GridImageLoading } from '../media-sources'
import { CardMedia } from './card-media'
import { CategoryBadge } from './category-badge'
import { VideoMark } from './video-mark'

interface MediaCardProps {
  item: MediaItem
  onOpen: () => void
  /** How its image is fetched: lazily unless the card is among the first of a served page. */
  imageLoading?: GridImageLoading
}

/**
 * The title is the card's button; its ::after stretches over the whole card, so the whole card
 * is clickable while the HTML stays valid (no headings inside a button) and the button's name is
 * just the title.
 */
export function MediaCard({ item, onOpen, imageLoading }: MediaCardProps) {
  return (
    // The focus ring is the article's own outline: drawn on the title button's ::after, it was
    // clipped by the article's rounded overflow (which keeps the zooming thumbnail inside).
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--focus-ring)">
      <div className="relative aspect-[4/3] overflow-hidden bg-surface-muted">
        <CardMedia item={item} fetching={imageLoading} />
        {item.fileType === 'video' ? <VideoMark durationMs={item.durationMs} /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <CategoryBadge category={item.category} fileType={item.fileType} />
        </div>
        <h3 className="font-semibold text-brand-950">
          <button
            type="button"
            onClick={onOpen}
            className="line-clamp-2 text-left break-words after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            {item.title}
          </button>
        </h3>
        {/* Where staff wrote no description, what the picture shows says something too. */}
        {item.description || item.altText ? (
          <p className="line-clamp-2 text-sm break-words text-ink-muted">
            {item.description || item.altText}
          </p>
        ) : null}
      </div>
    </article>
  )
}
