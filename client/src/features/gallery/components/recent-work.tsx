import { Link, useSearch } from '@tanstack/react-router'
import { Upload } from 'lucide'
import { Suspense, useState } from 'react'
import { PageSection } from '../../../components/page-section'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { lazyComponent } from '../../../lib/lazy-component'
import { useNearViewport } from '../../../lib/use-near-viewport'
import { useStartedAfterMount } from '../../../lib/use-started-after-mount'
import { useMediaItemSample, useNewestMediaItems } from '../api/get-media-items'
import { MediaGridSkeleton } from './media-grid-skeleton'

// Drawn only once the list has answered, asked for when the section comes near the screen (or a
// shared `?item=` link names a photo): the cards, the viewer and the photos are not part of the
// home page's first load (decisions 037, 070).
const RecentWorkItems = lazyComponent(
  () => import('./recent-work-items'),
  (module) => module.RecentWorkItems,
)

const visitorCount = 8
const adminCount = 12
const visitorRefreshMs = 180_000

interface RecentWorkProps {
  adminMode?: boolean
}

export function RecentWork({ adminMode = false }: RecentWorkProps) {
  // Visitors get a random choice made by the server on every request (so the bytes do not grow
  // with the portfolio), fetched after mount: the server's HTML and hydration agree.
  const started = useStartedAfterMount()
  const [near, setNear] = useState(false)
  const linked = useSearch({ strict: false, select: (search) => search.item !== undefined })
  const section = useNearViewport<HTMLDivElement>(() => setNear(true), {
    enabled: !adminMode && started && !near,
  })
  // Without IntersectionObserver nothing tells when the section is near: asked for at once.
  const wanted = near || linked || typeof IntersectionObserver === 'undefined'
  const sample = useMediaItemSample(visitorCount, visitorRefreshMs, !adminMode && started && wanted)
  const newest = useNewestMediaItems(adminCount, adminMode)
  const items = adminMode ? newest.data : sample.data
  const skeleton = <MediaGridSkeleton count={visitorCount} />

  return (
    <PageSection title="Our Recent Projects" more={{ to: '/gallery', text: 'View All Categories' }}>
      {adminMode ? (
        <div className="mt-6 text-center">
          <Link to="/admin-portal" className={buttonClass('primary')}>
            <Icon drawing={Upload} aria-hidden="true" className="size-5" />
            Upload Media
          </Link>
        </div>
      ) : null}

      <div ref={section} className="mt-12">
        {items ? (
          <Suspense fallback={skeleton}>
            <RecentWorkItems items={items} adminMode={adminMode} />
          </Suspense>
        ) : (
          skeleton
        )}
      </div>
    </PageSection>
  )
}
