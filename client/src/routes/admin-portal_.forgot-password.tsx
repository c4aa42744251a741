import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../features/account/components/forgot-password-page'
import { outsideFrameHead } from './-section-head'

// Outside the portal's frame (admin-portal_): it opens without a session.
export const Route = createFileRoute('/admin-portal_/forgot-password')({
  head: ({ match }) => outsideFrameHead(match, 'Forgot your password'),
  component: ForgotPasswordPage,
})
