import { useQueryClient } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { useCallback } from 'react'
import { AdminPortal } from '../components/portal/admin-portal'
import { projectsQueryKey } from '../features/projects/api/get-projects'
import { RecentProjects } from '../features/projects/components/recent-projects'
import { pageHead } from '../lib/page-head'
import { sessionQueryOptions } from '../lib/portal/get-session'
import { siteSettingsOf } from '../lib/site-settings'

const uuid = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/

export const Route = createFileRoute('/admin-portal')({
  // `?request=<id>`: the quote mail's link opens the portal at that request.
  validateSearch: (search: Record<string, unknown>): { request?: string } =>
    typeof search.request === 'string' && uuid.test(search.request)
      ? { request: search.request }
      : {},
  head: ({ match }) => {
    const site = siteSettingsOf(match.context.queryClient)
    return pageHead({
      site,
      title: 'Admin Portal',
      description: `Staff media uploads for ${site.name}.`,
      path: match.pathname,
      publicUrl: match.context.publicUrl,
      noindex: true,
    })
  },
  // Starts the session check without waiting for it: the page shows its own loading state.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(sessionQueryOptions())
  },
  component: AdminPortalPage,
})

function AdminPortalPage() {
  const queryClient = useQueryClient()
  const { request } = Route.useSearch()
  // The admin feature does not know the projects feature: the route ties them together.
  const refreshProjects = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: projectsQueryKey }),
    [queryClient],
  )
  return (
    <AdminPortal
      onUploaded={refreshProjects}
      onMediaChanged={refreshProjects}
      linkedRequestId={request}
    >
      <RecentProjects adminMode />
    </AdminPortal>
  )
}
