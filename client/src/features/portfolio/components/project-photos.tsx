import type { PortfolioProject } from '@site/contract/portfolio'
import { ClientOnly } from '@tanstack/react-router'
import { useId, useMemo, useRef } from 'react'
import { useUrlListViewer } from '../../../components/media-viewer/use-url-list-viewer'
import { MoreProjects } from '../../projects/components/more-projects'
import { ProjectMedia } from '../../projects/components/project-media'
import { ProjectViewer } from '../../projects/components/project-viewer'
import { toastMissingItem } from '../../projects/components/toast-missing-item'
import { VideoMark } from '../../projects/components/video-mark'
import { projectPhotoSizes } from '../../projects/media-sources'
import { useFocusFirstNew } from '../../projects/use-focus-first-new'
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
              <ProjectMedia item={item} sizes={projectPhotoSizes} />
              {item.fileType === 'video' ? <VideoMark durationMs={item.durationMs} /> : null}
            </button>
          </li>
        ))}
      </ul>
      <MoreProjects pages={pages} onLoadRequested={focusFrom} noun="photos" />
      {/* The server renders the page without `?item=`: the viewer opens once hydrated, so the
          hydrated markup matches the served one; only this part is drawn again then. */}
      <ClientOnly>
        <ProjectViewer viewer={viewer} />
      </ClientOnly>
    </section>
  )
}
