import type { AdminMediaItem } from '@site/contract/media-admin'
import { Film, Image as ImageIcon } from 'lucide'
import { useState } from 'react'
import { Icon } from '../ui/icon'

const box = 'size-20 shrink-0 overflow-hidden rounded-lg bg-brand-50 sm:size-24'

/**
 * The item's small picture, or a placeholder while there is none (a photo still processing may
 * be a HEIC no browser shows; a video has only its poster).
 */
export function MediaThumbnail({ item }: { item: AdminMediaItem }) {
  const src =
    item.thumbnail ??
    item.poster ??
    (item.fileType === 'image' && item.status === 'ready' ? item.image : undefined)
  // Remembered per address: once processing ends the item gets a new, displayable one.
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const failed = failedSrc === src

  if (!src || failed) {
    const drawing = item.fileType === 'video' ? Film : ImageIcon
    return (
      <span
        data-testid="thumbnail-placeholder"
        className={`${box} flex items-center justify-center text-brand-700`}
      >
        <Icon drawing={drawing} aria-hidden="true" className="size-8" />
      </span>
    )
  }
  return (
    <span className={box}>
      {/* The title is next to it: the picture adds nothing for a screen reader. */}
      <img
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        className="size-full object-cover"
        onError={() => setFailedSrc(src)}
      />
    </span>
  )
}
