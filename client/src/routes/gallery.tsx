import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { site } from '../config/site'
import { pageHead } from '../lib/page-head'

export const Route = createFileRoute('/gallery')({
  head: ({ match }) =>
    pageHead({
      title: 'Project Gallery',
      description: `Photos and videos of electrical, solar, renovation and construction projects completed by ${site.name}.`,
      path: match.pathname,
      publicUrl: match.context.publicUrl,
    }),
  component: GalleryPage,
})

function GalleryPage() {
  return (
    <PageHero
      title="Project Gallery"
      lead="Browse our completed work by category. The gallery is being set up and will be available here soon."
    />
  )
}
