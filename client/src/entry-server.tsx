import type { PageInput } from '@site/contract/page-input'
import { type AnyRouter, defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router'
import {
  createRequestHandler,
  RouterServer,
  renderRouterToString,
} from '@tanstack/react-router/ssr/server'
import { categoryQueryOptions, servedCategoryPages } from './features/gallery/api/get-media-items'
import { parseGallerySearch } from './features/gallery/gallery-search'
import {
  portfolioListQueryOptions,
  portfolioProjectQueryOptions,
} from './features/portfolio/api/get-portfolio'
import { reviewPageQueryOptions } from './features/review/api/get-review-page'
import { testimonialsQueryOptions } from './features/testimonials/api/get-testimonials'
import { createQueryClient } from './lib/query-client'
import { provideSiteSettings } from './lib/site-settings'
import type { RenderedPage } from './page-checks'
import { createAppRouter } from './router'
import type { ServerManifest } from './server-manifest'

// The client's server bundle: the API renders every public page with it, on request (decision 052).

export type { PageInput } from '@site/contract/page-input'
export { inlineScriptHashes } from '../scripts/inline-script-hashes'
export { samplePortfolioProject } from './features/portfolio/sample-project'
export { problemsWithPage } from './page-checks'
export { type ServerManifest, serverManifestFrom } from './server-manifest'

/** Rendered for an address no page has: the router's not-found page, status 404. */
export const notFoundProbePath = '/__not-found__'

/** Every route path the app has (the tests check each is a public page or the portal). */
export function allRoutePaths(): string[] {
  return Object.keys(createAppRouter(createQueryClient(), pageRouterOptions('')).routesByPath)
}

/**
 * The gallery category a query string (`?category=…`, as the browser sent it) shows, read the way
 * the browser's router reads it, or undefined for the category list. The API asks this, so the
 * page it renders is the one the browser hydrates.
 */
export function galleryCategoryOf(search: string): string | undefined {
  return parseGallerySearch(defaultParseSearch(search)).category
}

/** The address of a gallery category's page, as the router writes it. */
export function galleryCategoryPath(category: string): string {
  // Without `?item=`: the viewer opens in the browser (see CategoryMediaItems).
  return `/gallery${defaultStringifySearch({ category })}`
}

/**
 * Renders one page to a complete HTML document, with everything it shows already in the query
 * cache: a route loader finds its data there instead of fetching, and the settings and a gallery
 * category's items go into the page with it (lib/served-queries.ts), so hydration asks for nothing.
 */
export async function renderPage(
  path: string,
  manifest: ServerManifest,
  input: PageInput,
  createRouter: () => AnyRouter = () => pageRouter(input),
): Promise<RenderedPage> {
  const handler = createRequestHandler({
    request: new Request(new URL(path, 'http://render.invalid')),
    createRouter,
    getRouterManifest: () => manifest,
  })
  const response = await handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  )
  return { status: response.status, html: await response.text() }
}

function pageRouter({ publicUrl, settings, content, testimonials }: PageInput) {
  // Kept until the render is done (gcTime 0 could drop the data before the loader reads it); the
  // client is thrown away with the render.
  const queryClient = createQueryClient({ gcTime: Number.POSITIVE_INFINITY })
  provideSiteSettings(queryClient, settings)
  if (content && 'list' in content)
    queryClient.setQueryData(portfolioListQueryOptions({}).queryKey, content.list)
  else if (content && 'project' in content)
    queryClient.setQueryData(
      portfolioProjectQueryOptions(content.project.slug).queryKey,
      content.project,
    )
  else if (content && 'review' in content)
    queryClient.setQueryData(reviewPageQueryOptions(content.token).queryKey, content.review)
  else if (content)
    queryClient.setQueryData(
      categoryQueryOptions(content.category).queryKey,
      servedCategoryPages(content.items),
    )
  if (testimonials)
    queryClient.setQueryData(
      testimonialsQueryOptions(testimonials.on, testimonials.project).queryKey,
      testimonials.items,
    )
  return createAppRouter(queryClient, pageRouterOptions(publicUrl))
}

function pageRouterOptions(publicUrl: string) {
  return { publicUrl: publicUrl.replace(/\/+$/, ''), renderDocument: true }
}
