import { headerColourOf } from '@site/contract/header-colours'
import type { SiteSettings } from '@site/contract/site-settings'

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
    // The header's colour, which phones paint their bar with.
    theme_color: headerColourOf(settings.colours),
    background_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  }
  return `${JSON.stringify(manifest, null, 2)}\n`
}
