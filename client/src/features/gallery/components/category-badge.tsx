import { generalCategory, videosCategory } from '@site/contract/categories'
import type { MediaItem } from '@site/contract/media-items'
import { Video } from 'lucide'
import { Icon } from '../../../components/ui/icon'
import { categoryIcon } from '../category-icons'

/**
 * What a card is: its category, or for a video filed nowhere in particular (General, Videos),
 * "Video" rather than a category that says nothing about it.
 */
export function CategoryBadge({
  category,
  fileType = 'image',
}: {
  category: string
  fileType?: MediaItem['fileType']
}) {
  const plainVideo =
    fileType === 'video' && (category === generalCategory || category === videosCategory)
  const drawing = plainVideo ? Video : categoryIcon(category)
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
      <Icon drawing={drawing} aria-hidden="true" className="size-3.5" />
      {plainVideo ? 'Video' : category}
    </span>
  )
}
