/** Public routes written to static HTML at build time, in sitemap order. */
export const prerenderedPaths = ['/', '/services', '/gallery', '/about', '/contact'] as const

/**
 * Public routes the API renders on request (their content is published at any time, see
 * docs/decisions/031-portfolio-pages.md); listed in the sitemap the API serves.
 */
export const renderedOnRequestPaths = ['/projects', '/projects/$slug'] as const

/** Routes served by the SPA shell only: never prerendered, never indexed. */
export const spaOnlyPaths = ['/admin-portal'] as const

/** Rendered to `404.html`, which servers answer with status 404 for unknown paths. */
export const notFoundProbePath = '/__not-found__'
