/**
 * Every public page with an address of its own, in sitemap order: the API renders each from the
 * site settings, the catalogue and the portfolio (decision 052), and every test and benchmark that
 * walks the public pages takes this list. Each published project adds `/projects/<slug>`, each
 * gallery category `/gallery?category=<name>`.
 */
export const publicPagePaths = [
  '/',
  '/services',
  '/gallery',
  '/about',
  '/contact',
  '/projects',
] as const

export type PublicPagePath = (typeof publicPagePaths)[number]

/** The route of one published project's page. */
export const projectPageRoute = '/projects/$slug'

/**
 * A customer's review page and its "no more review e-mails" page (issue 36): personal, so made
 * for each request, never kept, never indexed, not in the sitemap.
 */
export const reviewPageRoutes = ['/review/$token', '/review/$token/unsubscribe'] as const

/** The staff portal: an app rendered in the browser from a shell page, never indexed. */
export const portalPath = '/admin-portal'
