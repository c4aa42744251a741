import { createFileRoute } from '@tanstack/react-router'
import { AccountPage } from '../features/account/components/account-page'
import { sectionHead } from './-section-head'

export const Route = createFileRoute('/admin-portal/account')({
  head: ({ match }) => sectionHead('Account', match.context.queryClient),
  component: AccountPage,
})
