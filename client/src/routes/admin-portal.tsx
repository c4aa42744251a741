import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { site } from '../config/site'
import { pageHead } from '../lib/page-head'

export const Route = createFileRoute('/admin-portal')({
  head: ({ match }) =>
    pageHead({
      title: 'Admin Portal',
      description: `Staff media uploads for ${site.name}.`,
      path: match.pathname,
      publicUrl: match.context.publicUrl,
      noindex: true,
    }),
  component: AdminPortalPage,
})

function AdminPortalPage() {
  return (
    <PageHero
      title="Admin Portal"
      lead="Staff sign-in and media uploads will be available here soon."
    />
  )
}
