import { createFileRoute } from '@tanstack/react-router'
import { ConfirmEmailPage } from '../features/account/components/confirm-email-page'
import { outsideFrameHead } from './-section-head'

// Outside the portal's frame (admin-portal_): it opens without a session.
export const Route = createFileRoute('/admin-portal_/confirm-email')({
  head: ({ match }) => outsideFrameHead(match, 'Confirm your e-mail address'),
  component: ConfirmEmailPage,
})
