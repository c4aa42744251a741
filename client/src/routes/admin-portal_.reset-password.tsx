import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/account/components/reset-password-page'
import { outsideFrameHead } from './-section-head'

// Outside the portal's frame (admin-portal_): it opens without a session.
export const Route = createFileRoute('/admin-portal_/reset-password')({
  head: ({ match }) => outsideFrameHead(match, 'Choose a new password'),
  component: ResetPasswordPage,
})
