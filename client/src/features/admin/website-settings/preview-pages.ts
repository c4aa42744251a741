import { apiPath } from '../../../lib/api-client'

/**
 * The public pages a preview can show, and where the preview is asked for: an HTML form posts
 * the unsaved settings there into a new tab, which answers that page made with them (staff only,
 * never cached).
 */
export const previewPages = [
  { path: '/', label: 'Home' },
  { path: '/services', label: 'Services' },
  { path: '/gallery', label: 'Gallery' },
  { path: '/about', label: 'About' },
  { path: '/contact', label: 'Contact' },
  { path: '/projects', label: 'Projects' },
] as const

export const previewAction = apiPath('/api/admin/site-settings/preview')
