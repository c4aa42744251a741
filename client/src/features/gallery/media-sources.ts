import type { MediaItem } from '@site/contract/media-items'

/** How wide a card is at each breakpoint of the media grid (1 to 4 columns). */
export const cardSizes =
  '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

/**
 * How wide a project page's square photo is: two columns on phones, three from 640 px, four from
 * 1024 px, in the page's column (at most 1280 px less its padding and gaps). Read as a card's
 * width, a phone fetched each photo at twice the width it shows (decision 041).
 */
export const projectPhotoSizes =
  '(min-width: 1280px) 296px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw'

/** How a grid's image is fetched (the attributes of its `<img>`). */
export interface GridImageLoading {
  loading: 'eager' | 'lazy'
  fetchPriority?: 'high'
}

/** Images below the fold (or drawn after the page loaded): fetched as the visitor scrolls. */
export const lazyImageLoading: GridImageLoading = { loading: 'lazy' }

/**
 * How the image of the card at `index` of a grid drawn in the served HTML is fetched: the first
 * is the page's largest paint, so it is fetched as soon as the HTML names it, before anything
 * else; the others as the visitor scrolls to them (on a wide screen the rest of the first row
 * right after layout). Eager, the rest of a wide screen's first row took a phone's bandwidth
 * from the first card and the stylesheet, for cards below its fold (decision 037).
 */
export function gridImageLoading(index: number): GridImageLoading {
  return index === 0 ? { loading: 'eager', fetchPriority: 'high' } : lazyImageLoading
}

/**
 * What a picture's `alt` says: its alt text (what it shows, written by staff or the analyser), or
 * its title where nobody wrote one. A field may be missing from lists cached before it existed.
 */
export function pictureAlt(item: Pick<MediaItem, 'title'> & Partial<Pick<MediaItem, 'altText'>>) {
  return item.altText || item.title
}

/**
 * The `srcset` of the server's WebP widths, or undefined when it has made none. Public lists are
 * not checked against the contract (no zod on public pages), so a field may be missing.
 */
export function srcSetOf(item: Partial<Pick<MediaItem, 'srcset'>>): string | undefined {
  if (!item.srcset || item.srcset.length === 0) return undefined
  return item.srcset.map((source) => `${source.url} ${source.width}w`).join(', ')
}

/**
 * The server's download copy (without location or device metadata) as an attachment, when the
 * server names it; else the viewer's own URL.
 */
export function downloadUrlOf(item: Partial<Pick<MediaItem, 'download'>>): string | undefined {
  if (!item.download) return undefined
  return `${item.download}${item.download.includes('?') ? '&' : '?'}download=1`
}
