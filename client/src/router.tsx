import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { ErrorPage } from './components/error-page'
import { isServedWithPage } from './features/gallery/api/get-media-items'
import { isTestimonialsKey } from './features/testimonials/api/get-testimonials'
import { dehydrateServedQueries, hydrateServedQueries } from './lib/served-queries'
import { siteSettingsQueryKey } from './lib/site-settings'
import type { AppRouterOptions } from './router-context'
import { routeTree } from './routeTree.gen'

export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions) {
  let rendered = false
  return createRouter({
    routeTree,
    context: { queryClient, ...options },
    defaultErrorComponent: ErrorPage,
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    // The first render hydrates the page the server sent. A visitor who scrolled while its
    // scripts loaded keeps their place: the router would otherwise put them back at the top.
    // Later navigations restore or reset the scroll as usual.
    scrollRestoration: () => {
      const hydrating = !rendered
      rendered = true
      return !(hydrating && typeof window !== 'undefined' && window.scrollY > 0)
    },
    // A page the API renders carries the site settings and, on a gallery category, the queries
    // it was rendered with (and its testimonials), so hydration draws the same page without a
    // request (decision 036).
    // Only the server writes them: the browser's bundle leaves that code out.
    dehydrate: import.meta.env.SSR
      ? () =>
          dehydrateServedQueries(
            queryClient,
            (key) =>
              key[0] === siteSettingsQueryKey[0] || isServedWithPage(key) || isTestimonialsKey(key),
          )
      : undefined,
    hydrate: (served) => hydrateServedQueries(queryClient, served),
    // Wraps the server render as well, so the query client reaches every route.
    Wrap: ({ children }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    ),
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
