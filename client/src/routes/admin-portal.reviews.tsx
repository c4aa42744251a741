import { createFileRoute } from '@tanstack/react-router'
import { StaffReviews } from '../features/staff-reviews/components/staff-reviews'
import { sectionHead } from './-section-head'

export const Route = createFileRoute('/admin-portal/reviews')({
  head: ({ match }) => sectionHead('Reviews', match.context.queryClient),
  component: StaffReviews,
})
