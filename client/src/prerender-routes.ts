/** Public routes written to static HTML at build time, in sitemap order. */
export const prerenderedPaths = ['/', '/services', '/gallery', '/about', '/contact'] as const

/** Routes served by the SPA shell only: never prerendered, never indexed. */
export const spaOnlyPaths = ['/admin-portal'] as const

/** Rendered to `404.html`, which servers answer with status 404 for unknown paths. */
export const notFoundProbePath = '/__not-found__'
