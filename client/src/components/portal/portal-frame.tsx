import type { StaffRole } from '@site/contract/admin-session'
import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useUploadQueueState } from '../../lib/media-upload/use-media-upload'
import { PageHero } from '../page-hero'
import { Icon } from '../ui/icon'
import { AlertBanner } from './alert-banner'
import { LogoutButton } from './logout-button'
import { OwnerOnlyPanel } from './owner-only-panel'
import { sectionAt, sectionsFor } from './portal-sections'
import { SectionBar } from './section-bar'

interface PortalFrameProps {
  /** Who is signed in, as the header names them. */
  name: string
  role: StaffRole
  newRequests?: number
  pendingReviews?: number
  children?: ReactNode
}

/**
 * Around every section of a logged-in portal: who is signed in and Logout (in the hero on the
 * Upload section, the specification's screen; in a slim band on the others), the section bar,
 * the section. `--portal-bar` is the room the phone's bottom bar takes, which
 * whatever sticks to the bottom of the screen (the upload banner, the Publish bar) stays above.
 */
export function PortalFrame({
  name,
  role,
  newRequests,
  pendingReviews,
  children,
}: PortalFrameProps) {
  const { status } = useUploadQueueState()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const signedIn = (
    <>
      <p className="text-brand-200">
        Signed in as <span className="font-semibold text-white">{name}</span>
      </p>
      {/* On a phone these are under the bar's More. */}
      {sectionsFor(role)
        .filter((section) => section.besideName)
        .map((section) => (
          <Link
            key={section.to}
            to={section.to}
            className="hidden min-h-11 items-center gap-2 font-semibold text-white underline-offset-4 hover:underline data-[status=active]:underline md:inline-flex"
          >
            <Icon drawing={section.icon} aria-hidden="true" className="size-4" />
            {section.label}
          </Link>
        ))}
      {/* Logging out mid-upload would refuse the files still waiting. */}
      <LogoutButton disabled={status === 'processing'} />
    </>
  )
  return (
    <div className="[--portal-bar:calc(4rem+env(safe-area-inset-bottom))] md:[--portal-bar:0px]">
      {pathname.replace(/\/+$/, '') === '/admin-portal' ? (
        <PageHero
          compact
          title="Admin Media Upload Portal"
          lead="Photos and videos added here appear in the gallery, sorted into categories automatically."
        >
          <div className="mt-6 flex flex-wrap items-center gap-4">{signedIn}</div>
        </PageHero>
      ) : (
        // The other sections start at once: on a phone the full hero would fill the first screen.
        <section className="surface-dark bg-brand-950 pt-16 text-white">
          <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
            <h1 className="font-semibold">Admin Media Upload Portal</h1>
            <div className="flex flex-wrap items-center gap-4 text-sm">{signedIn}</div>
          </div>
        </section>
      )}
      <AlertBanner />
      <SectionBar role={role} newRequests={newRequests} pendingReviews={pendingReviews} />
      {/* An owner's section opened by its address (a bookmark, a shared link): said plainly. */}
      {sectionAt(pathname)?.ownerOnly && role !== 'owner' ? <OwnerOnlyPanel /> : children}
    </div>
  )
}
