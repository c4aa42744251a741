import type { QueryClient } from '@tanstack/react-query'
import { siteSettingsOf } from '../lib/site-settings'

/**
 * A portal section's `head`: its own title (the browser's tab, history and bookmarks name the
 * section); every other tag is the portal's (the deepest route's title wins).
 */
export function sectionHead(section: string, queryClient: QueryClient) {
  return { meta: [{ title: `${section} · Admin Portal | ${siteSettingsOf(queryClient).name}` }] }
}
