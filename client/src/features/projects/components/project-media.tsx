import { useState } from 'react'
import { useReducedMotion } from '../../../lib/use-reduced-motion'
import { categoryIcon } from '../category-icons'
import type { ProjectItem } from '../types'

const fill = 'size-full object-cover transition-transform duration-300 group-hover:scale-105'

/** A card's thumbnail: a silent looping video or a lazy image; a placeholder if it fails. */
export function ProjectMedia({ item }: { item: ProjectItem }) {
  const [failed, setFailed] = useState(false)
  // A looping video is exactly the motion such visitors asked to avoid; they see its first frame.
  const reducedMotion = useReducedMotion()

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
        className={fill}
        src={item.image}
        poster={item.poster}
        autoPlay={!reducedMotion}
        loop
        muted
        playsInline
        preload="metadata"
        aria-label={item.title}
        onError={() => setFailed(true)}
      />
    )
  }

  return (
    <img
      className={fill}
      src={item.thumbnail ?? item.image}
      alt={item.title}
      width={item.width}
      height={item.height}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
    />
  )
}
