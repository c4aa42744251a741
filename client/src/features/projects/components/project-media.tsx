import type { Project } from '@site/contract/projects'
import { useRef, useState } from 'react'
import { usePlayWhileVisible } from '../../../lib/use-play-while-visible'
import { useReducedMotion } from '../../../lib/use-reduced-motion'
import { useSaveData } from '../../../lib/use-save-data'
import { categoryIcon } from '../category-icons'
import { cardSizes, type GridImageLoading, lazyImageLoading, srcSetOf } from '../media-sources'

const fill = 'size-full object-cover transition-transform duration-300 group-hover:scale-105'

/**
 * A card's thumbnail: a silent looping video that plays while on screen, or an image (lazy unless
 * `fetching` says otherwise); a placeholder if it fails.
 */
export function ProjectMedia({
  item,
  fetching = lazyImageLoading,
  sizes = cardSizes,
}: {
  item: Project
  fetching?: GridImageLoading
  /** How wide the image is drawn (the `sizes` of its `srcset`): a card's width unless given. */
  sizes?: string
}) {
  const [failed, setFailed] = useState(false)
  // A looping video is exactly the motion such visitors asked to avoid; they see its first frame.
  const reducedMotion = useReducedMotion()
  // Nor does a visitor saving data want every card's video streamed: the poster stands in.
  const saveData = useSaveData()
  const videoRef = useRef<HTMLVideoElement>(null)
  usePlayWhileVisible(videoRef, item.fileType === 'video' && !failed && !reducedMotion && !saveData)

  if (failed) {
    const Icon = categoryIcon(item.category)
    return (
      <span className="flex size-full flex-col items-center justify-center gap-2 bg-brand-50 text-brand-800">
        <Icon aria-hidden="true" className="size-8" />
        <span className="text-sm font-medium">{item.category}</span>
      </span>
    )
  }

  if (item.fileType === 'video') {
    return (
      <video
        ref={videoRef}
        className={fill}
        src={item.preview ?? item.image}
        poster={item.poster ?? undefined}
        width={item.width ?? undefined}
        height={item.height ?? undefined}
        loop
        muted
        playsInline
        // With a poster to show, a visitor saving data loads nothing of the video until asked.
        preload={saveData && item.poster ? 'none' : 'metadata'}
        aria-label={item.title}
        onError={() => setFailed(true)}
      />
    )
  }

  const srcSet = srcSetOf(item)
  return (
    <img
      className={fill}
      src={item.thumbnail ?? item.image}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={item.title}
      width={item.width ?? undefined}
      height={item.height ?? undefined}
      loading={fetching.loading}
      fetchPriority={fetching.fetchPriority}
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
