import { escapeMarkup } from '../shared/escape-markup.js'

/** One page of the sitemap, with the photos it shows (the image sitemap extension). */
export interface SitemapPage {
  path: string
  images?: readonly string[]
}

/** `sitemap.xml` with absolute addresses under `publicUrl` (no trailing slash). */
export function sitemapXml(publicUrl: string, pages: readonly SitemapPage[]): string {
  const url = (pathOrUrl: string) =>
    escapeMarkup(/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...pages.map((page) =>
      [
        `  <url><loc>${url(page.path)}</loc>`,
        ...(page.images ?? []).map(
          (image) => `<image:image><image:loc>${url(image)}</image:loc></image:image>`,
        ),
        '</url>',
      ].join(''),
    ),
    '</urlset>',
    '',
  ].join('\n')
}
