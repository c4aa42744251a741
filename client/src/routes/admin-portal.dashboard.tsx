import { createFileRoute } from '@tanstack/react-router'
import { WebsiteDashboard } from '../features/website-dashboard/components/website-dashboard'

export const Route = createFileRoute('/admin-portal/dashboard')({
  component: WebsiteDashboard,
})
