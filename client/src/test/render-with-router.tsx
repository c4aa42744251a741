import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  type RouteComponent,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { Toaster } from 'sonner'
import { queryClientWithSettings } from './site-settings'

export interface RouterRenderOptions {
  /** The address the router opens at. */
  at?: string
  /** Pages under the root by path; the root shows the one at the address at its `<Outlet />`. */
  pages?: Record<string, RouteComponent>
  notFoundComponent?: RouteComponent
  /** The query client the tree reads: one holding the default site settings unless given. */
  queryClient?: QueryClient
  /** Sonner's toaster beside the router, for what announces itself with a toast. */
  toaster?: boolean
}

/**
 * Renders `root` as the root route of a router in memory (links, the address and its search
 * work as in the app); returns what `render` returns, with the router.
 */
export function renderWithRouter(
  root: RouteComponent,
  {
    at = '/',
    pages = {},
    notFoundComponent,
    queryClient = queryClientWithSettings(),
    toaster = false,
  }: RouterRenderOptions = {},
) {
  const rootRoute = createRootRoute({ component: root, notFoundComponent })
  const children = Object.entries(pages).map(([path, component]) =>
    createRoute({ getParentRoute: () => rootRoute, path, component }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [at] }),
  })
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      {toaster ? <Toaster /> : null}
    </QueryClientProvider>,
  )
  return { ...rendered, router }
}
