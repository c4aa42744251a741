import type { QueryClient } from '@tanstack/react-query'

/** How the app is being rendered; the router hands these to every route as context. */
export interface AppRouterOptions {
  /** The site's public address, for canonical URLs and structured data. */
  publicUrl: string
  /** Render the whole document (a page the API renders, and its hydration) rather than into #root (SPA shell). */
  renderDocument: boolean
}

export interface RouterContext extends AppRouterOptions {
  queryClient: QueryClient
}
