import { headerColourOf } from '@site/contract/header-colours'
import { createRootRouteWithContext } from '@tanstack/react-router'
import { AppDocument } from '../components/layout/app-document'
import { NotFoundPage } from '../components/not-found-page'
import { pageHead } from '../lib/page-head'
import { colourSchemeOf, siteSettingsQueryOptions } from '../lib/site-settings'
import type { RouterContext } from '../router-context'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page is made from the site settings: in place before any head or component needs them
  // (already there on a page the API rendered; fetched once by the admin portal's shell).
  beforeLoad: async ({ context }) => {
    await context.queryClient.ensureQueryData(siteSettingsQueryOptions)
  },
  // Child routes add their own title and description; an unknown path keeps only these.
  head: ({ match, matches }) => {
    // An unknown path matches the root only; an unknown project (/projects/$slug's loader) is
    // a child match that was not found.
    // (Not when loading the settings failed: the error page has no use for them.)
    const notFound =
      match.status !== 'error' &&
      (matches.length === 1 || matches.some((m) => m.status === 'notFound'))
    const page = notFound
      ? pageHead(match, {
          title: 'Page not found',
          description: 'The page you are looking for does not exist or has moved.',
          noindex: true,
        })
      : { meta: [], links: [] }
    // The SPA shell (client/index.html) has these in its <head> already.
    const inDocument = match.context.renderDocument
    return {
      meta: [
        ...(inDocument
          ? [
              { charSet: 'utf-8' },
              { name: 'viewport', content: 'width=device-width, initial-scale=1' },
            ]
          : []),
        // The bar a phone paints: the header's colour of the owner's scheme (in the shell too).
        { name: 'theme-color', content: headerColourOf(colourSchemeOf(match.context.queryClient)) },
        ...page.meta,
      ],
      links: [
        ...(inDocument
          ? [
              // Not favicon.svg: a browser draws an SVG icon as a document of its own on the
              // page's main thread, a long task after the first paint (decision 037).
              { rel: 'icon', href: '/favicon.ico', sizes: '16x16 32x32 48x48' },
              { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
              { rel: 'manifest', href: '/site.webmanifest' },
            ]
          : []),
        ...page.links,
      ],
    }
  },
  component: AppDocument,
  notFoundComponent: NotFoundPage,
})
