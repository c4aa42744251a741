import { createFileRoute } from '@tanstack/react-router'
import { StaffSection } from '../features/staff/components/staff-section'
import { sectionHead } from './-section-head'

export const Route = createFileRoute('/admin-portal/staff')({
  head: ({ match }) => sectionHead('Staff', match.context.queryClient),
  component: StaffSection,
})
