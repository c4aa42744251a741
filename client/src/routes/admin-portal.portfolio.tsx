import { createFileRoute } from '@tanstack/react-router'
import { PortfolioProjects } from '../features/portfolio-admin/components/portfolio-projects'

export const Route = createFileRoute('/admin-portal/portfolio')({
  component: PortfolioProjects,
})
