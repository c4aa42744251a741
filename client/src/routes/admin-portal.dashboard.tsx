import { createFileRoute } from '@tanstack/react-router'
import { WebsiteDashboard } from '../features/website-dashboard/components/website-dashboard'
import { sectionHead } from './-section-head'

export const Route = createFileRoute('/admin-portal/dashboard')({
  head: ({ match }) => sectionHead('Dashboard', match.context.queryClient),
  component: WebsiteDashboard,
})
