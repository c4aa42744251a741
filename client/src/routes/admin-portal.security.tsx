import { createFileRoute } from '@tanstack/react-router'
import { SecurityPage } from '../features/security/components/security-page'
import { sectionHead } from './-section-head'

export const Route = createFileRoute('/admin-portal/security')({
  head: ({ match }) => sectionHead('Security', match.context.queryClient),
  component: SecurityPage,
})
