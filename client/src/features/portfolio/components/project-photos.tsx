import type { PortfolioProject } from '@site/contract/portfolio'
import { ClientOnly } from '@tanstack/react-router'
import { useId, useMemo, useRef } from 'react'
import { useUrlListViewer } from '../../../components/media-viewer/use-url-list-viewer'
import { CardMedia } from '../../gallery/components/card-media'
import { GalleryViewer } from '../../gallery/components/gallery-viewer'
import { MoreMediaItems } from '../../gallery/components/more-media-items'
import { toastMissingItem } from '../../gallery/components/toast-missing-item'
import { VideoMark } from '../../gallery/components/video-mark'
import { projectPhotoSizes } from '../../gallery/media-sources'
import { useFocusFirstNew } from '../../gallery/use-focus-first-new'
import { useProjectItems } from '../api/use-project-items'

/** "Photos (3)", "Videos (1)" or "Photos and videos (4)": what the section holds, counted. */
export function itemsHeading({ itemCount, videoCount }: PortfolioProject): string {
  if (videoCount === 0) return `Photos (${itemCount})`
  if (videoCount === itemCount) return `Videos (${itemCount})`
  return `Photos and videos (${itemCount})`
}

/** The project's photos and videos in its order; each opens the full-screen viewer. */
export function ProjectPhotos({ project }: { project: PortfolioProject }) {
  const headingId = useId()
  const pages = useProjectItems(project)
  const items = useMemo(() => pages.data.pages.flat(), [pages.data])
  const grid = useRef<HTMLUListElement>(null)
  const focusFrom = useFocusFirstNew(grid, items.length)
  const viewer = useUrlListViewer(items, { onMissing: toastMissingItem })

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-950">
        {itemsHeading(project)}
      </h2>
      <ul ref={grid} className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => viewer.open(index, items)}
              className="group relative block aspect-square w-full overflow-hidden rounded-xl bg-surface-muted focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-(--focus-ring)"
            >
              <CardMedia item={item} sizes={projectPhotoSizes} />
              {item.fileType === 'video' ? <VideoMark durationMs={item.durationMs} /> : null}
            </button>
          </li>
        ))}
      </ul>
      <MoreMediaItems pages={pages} onLoadRequested={focusFrom} noun="photos" />
      {/* The server renders the page without `?item=`: the viewer opens once hydrated, so the
          hydrated markup matches the served one; only this part is drawn again then. */}
      <ClientOnly>
        <GalleryViewer viewer={viewer} />
      </ClientOnly>
    </section>
  )
}
