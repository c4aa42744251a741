import { createFileRoute } from '@tanstack/react-router'
import { WelcomePage } from '../features/staff/components/welcome-page'
import { outsideFrameHead } from './-section-head'

// Outside the portal's frame (admin-portal_): an invited person has no session yet.
export const Route = createFileRoute('/admin-portal_/welcome')({
  head: ({ match }) => outsideFrameHead(match, 'Welcome'),
  component: WelcomePage,
})
