import { findCategory } from '@site/contract/categories'
import { useQueryClient } from '@tanstack/react-query'
import {
  createFileRoute,
  Link,
  notFound,
  redirect,
  useHydrated,
  useNavigate,
} from '@tanstack/react-router'
import { ArrowRight } from 'lucide'
import { memo, useEffect } from 'react'
import { PageHero } from '../components/page-hero'
import { Icon } from '../components/ui/icon'
import { categoryQueryOptions } from '../features/gallery/api/get-media-items'
import { CategoryList } from '../features/gallery/components/category-list'
import { CategoryMediaItems } from '../features/gallery/components/category-media-items'
import { parseGallerySearch } from '../features/gallery/gallery-search'
import { resetGalleryCategoryEvent } from '../lib/gallery-events'
import { pageHead } from '../lib/page-head'
import { siteSettingsOf, useSiteSettings } from '../lib/site-settings'

// The page draws again once hydrated (useHydrated, below); memo keeps that from drawing the grid
// or the list again in the same task when what they show has not changed (decision 038).
const CategoryProjectsView = memo(CategoryMediaItems)
const CategoryListView = memo(CategoryList)

export const Route = createFileRoute('/gallery')({
  validateSearch: parseGallerySearch,
  // Only a category there is becomes a page, in its own spelling; any other text is the 404 page,
  // never a page of its own (issue 32). The API answers the same (server/src/plugins/gallery-pages.ts).
  beforeLoad: ({ search }) => {
    if (search.category === undefined) return
    const category = findCategory(search.category)
    if (!category) throw notFound()
    if (category !== search.category) {
      throw redirect({ to: '/gallery', search: { ...search, category }, replace: true })
    }
  },
  // A category is a page of its own, for a link shared on WhatsApp and for search engines alike.
  head: ({ match }) => {
    const { category } = match.search
    // Not found (beforeLoad): the root's head is the 404 page's, and nothing here names the text.
    if (category !== undefined && findCategory(category) !== category) return {}
    const site = siteSettingsOf(match.context.queryClient)
    return pageHead(match, {
      title: category ? `${category} | Project Gallery` : 'Project Gallery',
      description: category
        ? `${category}: photos and videos of projects completed by ${site.name}.`
        : `Photos and videos of projects completed by ${site.name}: ${site.services.map((service) => service.name).join(', ')}.`,
      path: category ? `/gallery?category=${encodeURIComponent(category)}` : match.pathname,
    })
  },
  component: GalleryPage,
})

function GalleryPage() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const hydrated = useHydrated()
  const queryClient = useQueryClient()
  const { introductions } = useSiteSettings()
  // A category's page is rendered by the API with its first page of items, which the page
  // carries (decision 036). The page without a category is the category list; served for
  // a category (an old proxy configuration, the API down), the category shows once hydrated.
  const served =
    search.category !== undefined &&
    queryClient.getQueryData(categoryQueryOptions(search.category).queryKey) !== undefined
  const category = hydrated || served ? search.category : undefined

  useEffect(() => {
    const showCategories = () => void navigate({ search: {} })
    window.addEventListener(resetGalleryCategoryEvent, showCategories)
    return () => window.removeEventListener(resetGalleryCategoryEvent, showCategories)
  }, [navigate])

  return (
    <>
      <PageHero title="Project Gallery" lead={introductions.gallery}>
        {/* Part of the page the server sends: the way from single photos to whole jobs never waits. */}
        <Link
          to="/projects"
          className="mt-6 inline-flex items-center gap-2 font-semibold text-accent-300 underline-offset-4 hover:underline"
        >
          Whole jobs, start to finish
          <Icon drawing={ArrowRight} aria-hidden="true" className="size-5" />
        </Link>
      </PageHero>
      {category ? <CategoryProjectsView category={category} /> : <CategoryListView />}
    </>
  )
}
