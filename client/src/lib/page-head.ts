import type { RouterContext } from '../router-context'
import { absoluteUrl } from './public-url'
import { siteSettingsOf } from './site-settings'

/** The share image for every page (1200 × 630), in `public/`. */
export const shareImage = { path: '/og-image.png', width: 1200, height: 630 }

/** The parts of a route's match a head is made from. */
export interface HeadMatch {
  /** The page's path, for its canonical URL unless the page names another. */
  pathname: string
  /** The site settings are read from the query client; `publicUrl` is the site's address. */
  context: Pick<RouterContext, 'queryClient' | 'publicUrl'>
}

interface PageHeadInput {
  /** The page's own title; the company name is appended. Omit for the company's home title. */
  title?: string
  description: string
  /** The page's canonical path, when it is not the address it was opened at. */
  path?: string
  /** Keep the page out of search engines (the admin portal, the 404 page). */
  noindex?: boolean
  /** The page's own share image (a project's cover) instead of the site's; a path or URL. */
  image?: { path: string; width: number | null; height: number | null; alt: string }
}

/**
 * Everything a route's `head()` declares, shaped in one place: title, description, canonical URL,
 * Open Graph and Twitter card tags.
 */
export function pageHead(
  match: HeadMatch,
  { title, description, path = match.pathname, noindex, image }: PageHeadInput,
) {
  const site = siteSettingsOf(match.context.queryClient)
  const { publicUrl } = match.context
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.slogan}`
  const url = absoluteUrl(publicUrl, path)
  const share = image ?? {
    ...shareImage,
    alt: `${site.name}: ${site.slogan}`,
  }
  const imageUrl = absoluteUrl(publicUrl, share.path)
  return {
    meta: [
      { title: fullTitle },
      { name: 'description', content: description },
      ...(noindex ? [{ name: 'robots', content: 'noindex, nofollow' }] : []),
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:locale', content: 'en_ZA' },
      { property: 'og:title', content: fullTitle },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: imageUrl },
      ...(share.width && share.height
        ? [
            { property: 'og:image:width', content: String(share.width) },
            { property: 'og:image:height', content: String(share.height) },
          ]
        : []),
      { property: 'og:image:alt', content: share.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: fullTitle },
      { name: 'twitter:description', content: description },
      { name: 'twitter:image', content: imageUrl },
    ],
    links: noindex ? [] : [{ rel: 'canonical', href: url }],
  }
}
