import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordPage } from '../features/account/components/reset-password-page'
import { pageHead } from '../lib/page-head'
import { siteSettingsOf } from '../lib/site-settings'

// Outside the portal's frame (admin-portal_): it opens without a session.
export const Route = createFileRoute('/admin-portal_/reset-password')({
  head: ({ match }) =>
    pageHead({
      site: siteSettingsOf(match.context.queryClient),
      title: 'Choose a new password · Admin Portal',
      description: 'Staff sign-in for the admin portal.',
      path: match.pathname,
      publicUrl: match.context.publicUrl,
      noindex: true,
    }),
  component: ResetPasswordPage,
})
