import type { Project } from '@site/contract/projects'

/** How wide a card is at each breakpoint of the project grid (1 to 4 columns). */
export const cardSizes =
  '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

/** How a grid's image is fetched (the attributes of its `<img>`). */
export interface GridImageLoading {
  loading: 'eager' | 'lazy'
  fetchPriority?: 'high'
}

/**
 * How the image of the card at `index` of a grid drawn in the served HTML is fetched: the first
 * is the page's largest paint, so it is fetched as soon as the HTML names it, before anything
 * else; the rest of the first row (four cards on a wide screen) with the page; the others as the
 * visitor scrolls to them. Lighthouse found the first card lazy-loaded and unprioritised.
 */
export function gridImageLoading(index: number): GridImageLoading {
  if (index === 0) return { loading: 'eager', fetchPriority: 'high' }
  return { loading: index < 4 ? 'eager' : 'lazy' }
}

/** Images below the fold (or drawn after the page loaded): fetched as the visitor scrolls. */
export const lazyImageLoading: GridImageLoading = { loading: 'lazy' }

/**
 * The `srcset` of the server's WebP widths, or undefined when it has made none. Public lists are
 * not checked against the contract (no zod on public pages), so a field may be missing.
 */
export function srcSetOf(item: Partial<Pick<Project, 'srcset'>>): string | undefined {
  if (!item.srcset || item.srcset.length === 0) return undefined
  return item.srcset.map((source) => `${source.url} ${source.width}w`).join(', ')
}

/**
 * The server's download copy (without location or device metadata) as an attachment, when the
 * server names it; else the viewer's own URL.
 */
export function downloadUrlOf(item: Partial<Pick<Project, 'download'>>): string | undefined {
  if (!item.download) return undefined
  return `${item.download}${item.download.includes('?') ? '&' : '?'}download=1`
}
