import { createFileRoute } from '@tanstack/react-router'
import { SystemStatusSection } from '../features/system-status/components/system-status'
import { sectionHead } from './-section-head'

export const Route = createFileRoute('/admin-portal/system')({
  head: ({ match }) => sectionHead('System', match.context.queryClient),
  component: SystemStatusSection,
})
