import { createFileRoute, Link, useHydrated, useNavigate } from '@tanstack/react-router'
import { ArrowRight } from 'lucide-react'
import { useEffect } from 'react'
import { PageHero } from '../components/page-hero'
import { site } from '../config/site'
import { CategoryList } from '../features/projects/components/category-list'
import { CategoryProjects } from '../features/projects/components/category-projects'
import { parseGallerySearch } from '../features/projects/gallery-search'
import { resetGalleryCategoryEvent } from '../lib/gallery-events'
import { pageHead } from '../lib/page-head'

export const Route = createFileRoute('/gallery')({
  validateSearch: parseGallerySearch,
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
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  // The prerendered page is the category list for every query string; the chosen category
  // shows once the page has hydrated.
  const category = useHydrated() ? search.category : undefined

  useEffect(() => {
    const showCategories = () => void navigate({ search: {} })
    window.addEventListener(resetGalleryCategoryEvent, showCategories)
    return () => window.removeEventListener(resetGalleryCategoryEvent, showCategories)
  }, [navigate])

  return (
    <>
      <PageHero
        title="Project Gallery"
        lead="Photos and videos of our finished work, from new distribution boards and solar installations to complete renovations."
      >
        {/* Part of the prerendered page: the way from single photos to whole jobs never waits. */}
        <Link
          to="/projects"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-300 underline-offset-4 hover:underline"
        >
          Whole jobs, start to finish
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </PageHero>
      {category ? <CategoryProjects category={category} /> : <CategoryList />}
    </>
  )
}
