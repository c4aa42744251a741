import type { QueryClient } from '@tanstack/react-query'
import { type HeadMatch, pageHead } from '../lib/page-head'
import { siteSettingsOf } from '../lib/site-settings'

/**
 * A portal section's `head`: its own title (the browser's tab, history and bookmarks name the
 * section); every other tag is the portal's (the deepest route's title wins).
 */
export function sectionHead(section: string, queryClient: QueryClient) {
  return { meta: [{ title: `${section} · Admin Portal | ${siteSettingsOf(queryClient).name}` }] }
}

/** A staff page outside the portal's frame (opened from a mail, without a session). */
export function outsideFrameHead(match: HeadMatch, title: string) {
  return pageHead(match, {
    title: `${title} · Admin Portal`,
    description: 'Staff sign-in for the admin portal.',
    noindex: true,
  })
}
