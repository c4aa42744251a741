import { createFileRoute, Outlet } from '@tanstack/react-router'
import { useCallback } from 'react'
import { AdminPortal } from '../components/portal/admin-portal'
import { useNewRequestCount } from '../features/quote-requests/api/get-new-request-count'
import { usePendingReviewCount } from '../features/staff-reviews/api/get-staff-reviews'
import { useUploadQueueConnection } from '../lib/media-upload/use-media-upload'
import { pageHead } from '../lib/page-head'
import { sessionQueryOptions, useSession } from '../lib/portal/get-session'
import { useProcessingWatch } from '../lib/portal/use-processing-watch'
import { siteSettingsOf } from '../lib/site-settings'
import { useRefreshMediaItems } from './-refresh-media-items'

/** The portal's frame: the login form, or the section bar around the section at this address. */
export const Route = createFileRoute('/admin-portal')({
  head: ({ match }) => {
    const site = siteSettingsOf(match.context.queryClient)
    return pageHead(match, {
      title: 'Admin Portal',
      description: `Staff media uploads for ${site.name}.`,
      noindex: true,
    })
  },
  // Starts the session check without waiting for it: the page shows its own loading state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sessionQueryOptions())
  },
  component: AdminPortalLayout,
})

function AdminPortalLayout() {
  const loggedIn = useSession().data?.authenticated === true
  const newRequests = useNewRequestCount(loggedIn)
  const pendingReviews = usePendingReviewCount(loggedIn)
  // Whichever section is open, an upload that ends refreshes the public project lists, and
  // again once its items are processed.
  const refreshProjects = useRefreshMediaItems()
  const watchProcessing = useProcessingWatch(refreshProjects)
  const onUploaded = useCallback(() => {
    refreshProjects()
    watchProcessing()
  }, [refreshProjects, watchProcessing])
  useUploadQueueConnection({ onUploaded, loggedIn })
  return (
    <AdminPortal newRequests={newRequests} pendingReviews={pendingReviews}>
      <Outlet />
    </AdminPortal>
  )
}
