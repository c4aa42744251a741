import { ArrowDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { PageHero } from '../../../components/page-hero'
import { LogoutButton } from '../../../components/portal/logout-button'
import { buttonClass } from '../../../components/ui/button-class'
import { useMediaUpload } from '../../../lib/media-upload/use-media-upload'
import { ManageMedia } from '../../manage-media/components/manage-media'
import { PortfolioProjects } from '../../portfolio-admin/components/portfolio-projects'
import { LinkedRequest } from '../../quote-requests/components/linked-request'
import { QuoteRequests } from '../../quote-requests/components/quote-requests'
import { WebsiteDashboard } from '../../website-dashboard/components/website-dashboard'
import { WebsiteSettings } from '../../website-settings/components/website-settings'
import { UnfinishedUploads } from './unfinished-uploads'
import { UploadCard } from './upload-card'
import { UploadStatus } from './upload-status'

interface UploadPortalProps {
  username: string
  onUploaded?: () => void
  /** Called after an item was edited, deleted or queued again. */
  onMediaChanged?: () => void
  /** The request the quote mail linked to (`?request=<id>`), shown first. */
  linkedRequestId?: string
  children?: ReactNode
}

/**
 * The logged-in portal: unfinished uploads from before, the two upload cards, the status banner,
 * "Manage media", portfolio projects, the website's figures, quote requests, the website's
 * settings, `children`.
 */
export function UploadPortal({
  username,
  onUploaded,
  onMediaChanged,
  linkedRequestId,
  children,
}: UploadPortalProps) {
  const { state, busy, upload, pause, resume, cancel, clearBanner } = useMediaUpload({
    onUploaded,
  })
  return (
    <>
      <PageHero
        title="Admin Media Upload Portal"
        lead="Photos and videos added here appear in the gallery, sorted into categories automatically."
      >
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <p className="text-brand-200">
            Signed in as <span className="font-semibold text-white">{username}</span>
          </p>
          {/* Logging out mid-upload would refuse the files still waiting. */}
          <LogoutButton disabled={busy} />
          {/* On a phone the section is several screens down, below the media list. */}
          <a href="#portfolio-projects" className={buttonClass('outlineOnDark', 'touch')}>
            <ArrowDown aria-hidden="true" className="size-4" />
            Portfolio projects
          </a>
          <a href="#website-settings" className={buttonClass('outlineOnDark', 'touch')}>
            <ArrowDown aria-hidden="true" className="size-4" />
            Website settings
          </a>
        </div>
      </PageHero>
      <div className="bg-surface-muted py-12 sm:py-16">
        <div className="mx-auto max-w-7xl space-y-6 px-4 sm:px-6 lg:px-8">
          {linkedRequestId ? <LinkedRequest id={linkedRequestId} /> : null}
          <UnfinishedUploads inBatch={state.files.map((file) => file.url)} />
          <div className="grid gap-6 md:grid-cols-2">
            <UploadCard kind="image" disabled={busy} onSelect={(files) => upload('image', files)} />
            <UploadCard kind="video" disabled={busy} onSelect={(files) => upload('video', files)} />
          </div>
          <UploadStatus
            state={state}
            onClear={clearBanner}
            onPause={pause}
            onResume={resume}
            onCancel={cancel}
          />
        </div>
      </div>
      <ManageMedia onChanged={onMediaChanged} />
      <PortfolioProjects />
      <WebsiteDashboard />
      <QuoteRequests linkedRequestId={linkedRequestId} />
      <WebsiteSettings />
      {children}
    </>
  )
}
