import { createFileRoute, useHydrated, useNavigate } from '@tanstack/react-router'
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
      />
      {category ? <CategoryProjects category={category} /> : <CategoryList />}
    </>
  )
}
