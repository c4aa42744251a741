import { createFileRoute } from '@tanstack/react-router'
import { PortfolioProjects } from '../features/portfolio-admin/components/portfolio-projects'
import { sectionHead } from './-section-head'

export const Route = createFileRoute('/admin-portal/portfolio')({
  head: ({ match }) => sectionHead('Portfolio', match.context.queryClient),
  component: PortfolioProjects,
})
