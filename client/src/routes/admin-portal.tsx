import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { site } from '../config/site'
import { pageMeta } from '../lib/page-head'

export const Route = createFileRoute('/admin-portal')({
  head: () => ({
    meta: [
      ...pageMeta({
        title: 'Admin Portal',
        description: `Staff media uploads for ${site.name}.`,
      }),
      { name: 'robots', content: 'noindex, nofollow' },
    ],
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
