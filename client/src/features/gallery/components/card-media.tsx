import type { MediaItem } from '@site/contract/media-items'
import { useRef, useState } from 'react'
import { Icon } from '../../../components/ui/icon'
import { usePlayWhileVisible } from '../../../lib/use-play-while-visible'
import { useReducedMotion } from '../../../lib/use-reduced-motion'
import { useSaveData } from '../../../lib/use-save-data'
import { categoryIcon } from '../category-icons'
import {
  cardSizes,
  type GridImageLoading,
  lazyImageLoading,
  pictureAlt,
  srcSetOf,
} from '../media-sources'

const fill = 'size-full object-cover transition-transform duration-300 group-hover:scale-105'

/**
 * A card's thumbnail: a silent looping video that plays while on screen, or an image (lazy unless
 * `fetching` says otherwise); a placeholder if it fails.
 */
export function CardMedia({
  item,
  fetching = lazyImageLoading,
  sizes = cardSizes,
}: {
  item: MediaItem
  fetching?: GridImageLoading
  /** How wide the image is drawn (the `sizes` of its `srcset`): a card's width unless given. */
  sizes?: string
}) {
  const [failed, setFailed] = useState(false)
  // A looping video is exactly the motion such visitors asked to avoid; they see its still frame.
  const reducedMotion = useReducedMotion()
  // Nor does a visitor saving data want every card's video streamed: the still frame stands in.
  const saveData = useSaveData()
  const videoRef = useRef<HTMLVideoElement>(null)
  usePlayWhileVisible(videoRef, item.fileType === 'video' && !failed && !reducedMotion && !saveData)
  const [stillShown, setStillShown] = useState(true)

  if (failed) {
    const drawing = categoryIcon(item.category)
    return (
      <span className="flex size-full flex-col items-center justify-center gap-2 bg-brand-50 text-brand-800">
        <Icon drawing={drawing} aria-hidden="true" className="size-8" />
        <span className="text-sm font-medium">{item.category}</span>
      </span>
    )
  }

  const srcSet = srcSetOf(item)
  const dimensions = { width: item.width ?? undefined, height: item.height ?? undefined }
  const image = {
    srcSet,
    sizes: srcSet ? sizes : undefined,
    ...dimensions,
    loading: fetching.loading,
    fetchPriority: fetching.fetchPriority,
    decoding: 'async',
  } as const

  if (item.fileType === 'video') {
    // The still frame is an image over the video rather than its `poster`, which takes one file
    // and is fetched at once: this way a card gets the width it is drawn at, lazily unless it is
    // the page's first, and the video loads nothing until it plays (decision 042).
    return (
      <>
        <video
          ref={videoRef}
          className={fill}
          src={item.preview ?? item.image}
          {...dimensions}
          loop
          muted
          playsInline
          preload={item.poster ? 'none' : 'metadata'}
          aria-label={item.title}
          onPlaying={() => setStillShown(false)}
          onError={() => setFailed(true)}
        />
        {item.poster && stillShown ? (
          <img
            className={`absolute inset-0 ${fill}`}
            src={item.thumbnail ?? item.poster}
            {...image}
            alt=""
            onError={() => setStillShown(false)}
          />
        ) : null}
      </>
    )
  }

  return (
    <img
      className={fill}
      src={item.thumbnail ?? item.image}
      {...image}
      alt={pictureAlt(item)}
      onError={() => setFailed(true)}
    />
  )
}

/** A card's cover photo (a category's, a portfolio project's): decorative, fills its panel. */
export function CardCover({
  cover,
  fetching = lazyImageLoading,
}: {
  cover: Pick<MediaItem, 'srcset' | 'width' | 'height'> & { url: string }
  fetching?: GridImageLoading
}) {
  const srcSet = srcSetOf(cover)
  return (
    <img
      className={fill}
      src={cover.url}
      srcSet={srcSet}
      sizes={srcSet ? cardSizes : undefined}
      alt=""
      width={cover.width ?? undefined}
      height={cover.height ?? undefined}
      loading={fetching.loading}
      fetchPriority={fetching.fetchPriority}
      decoding="async"
    />
  )
}
