import { createFileRoute } from '@tanstack/react-router'
import { WelcomePage } from '../features/staff/components/welcome-page'
import { pageHead } from '../lib/page-head'
import { siteSettingsOf } from '../lib/site-settings'

// Outside the portal's frame (admin-portal_): an invited person has no session yet.
export const Route = createFileRoute('/admin-portal_/welcome')({
  head: ({ match }) =>
    pageHead({
      site: siteSettingsOf(match.context.queryClient),
      title: 'Welcome · Admin Portal',
      description: 'Staff sign-in for the admin portal.',
      path: match.pathname,
      publicUrl: match.context.publicUrl,
      noindex: true,
    }),
  component: WelcomePage,
})
