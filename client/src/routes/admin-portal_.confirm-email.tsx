import { createFileRoute } from '@tanstack/react-router'
import { ConfirmEmailPage } from '../features/account/components/confirm-email-page'
import { pageHead } from '../lib/page-head'
import { siteSettingsOf } from '../lib/site-settings'

// Outside the portal's frame (admin-portal_): it opens without a session.
export const Route = createFileRoute('/admin-portal_/confirm-email')({
  head: ({ match }) =>
    pageHead({
      site: siteSettingsOf(match.context.queryClient),
      title: 'Confirm your e-mail address · Admin Portal',
      description: 'Staff sign-in for the admin portal.',
      path: match.pathname,
      publicUrl: match.context.publicUrl,
      noindex: true,
    }),
  component: ConfirmEmailPage,
})
