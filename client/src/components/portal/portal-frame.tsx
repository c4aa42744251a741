import type { ReactNode } from 'react'
import { useUploadQueueState } from '../../lib/media-upload/use-media-upload'
import { PageHero } from '../page-hero'
import { LogoutButton } from './logout-button'
import { SectionBar } from './section-bar'

interface PortalFrameProps {
  username: string
  newRequests?: number
  children?: ReactNode
}

/**
 * Around every section of a logged-in portal: the hero with who is signed in and Logout, the
 * section bar, the section. `--portal-bar` is the room the phone's bottom bar takes, which
 * whatever sticks to the bottom of the screen (the upload banner, the Publish bar) stays above.
 */
export function PortalFrame({ username, newRequests, children }: PortalFrameProps) {
  const { status } = useUploadQueueState()
  return (
    <div className="[--portal-bar:calc(4rem+env(safe-area-inset-bottom))] md:[--portal-bar:0px]">
      <PageHero
        compact
        title="Admin Media Upload Portal"
        lead="Photos and videos added here appear in the gallery, sorted into categories automatically."
      >
        <div className="mt-6 flex flex-wrap items-center gap-4">
          <p className="text-brand-200">
            Signed in as <span className="font-semibold text-white">{username}</span>
          </p>
          {/* Logging out mid-upload would refuse the files still waiting. */}
          <LogoutButton disabled={status === 'processing'} />
        </div>
      </PageHero>
      <SectionBar newRequests={newRequests} />
      {children}
    </div>
  )
}
