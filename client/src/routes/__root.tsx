import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { RootLayout } from '../components/layout/root-layout'
import { NotFoundPage } from '../components/not-found-page'
import { site } from '../config/site'
import { pageMeta } from '../lib/page-head'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // Child routes override these; an unknown path keeps the root match only.
  head: ({ matches }) => ({
    meta:
      matches.length > 1
        ? pageMeta({ description: site.description })
        : pageMeta({
            title: 'Page not found',
            description: 'The page you are looking for does not exist or has moved.',
          }),
  }),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
})
