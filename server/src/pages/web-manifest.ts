import type { SiteSettings } from '@site/contract/site-settings'

/** The colour of the site's header, which phones paint their bar with (client/index.html too). */
const themeColour = '#0a1630'

/**
 * `site.webmanifest`: what a phone shows for the site added to its home screen, named from the
 * site settings. The icons are the build's (client/scripts/favicons.ts).
 */
export function webManifest(settings: SiteSettings): string {
  const manifest = {
    name: settings.name,
    short_name: settings.shortName,
    description: settings.description,
    start_url: '/',
    display: 'browser',
    theme_color: themeColour,
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
