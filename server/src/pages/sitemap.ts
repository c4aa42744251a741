/** One page of the sitemap, with the photos it shows (the image sitemap extension). */
export interface SitemapPage {
  path: string
  images?: readonly string[]
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/** `sitemap.xml` with absolute addresses under `publicUrl` (no trailing slash). */
export function sitemapXml(publicUrl: string, pages: readonly SitemapPage[]): string {
  const url = (pathOrUrl: string) =>
    escapeXml(/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl}`)
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
