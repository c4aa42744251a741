import { type PublicPagePath, publicPagePaths } from '@site/contract/public-pages'
import { apiPath } from '../../lib/api-client'

const labels: Record<PublicPagePath, string> = {
  '/': 'Home',
  '/services': 'Services',
  '/gallery': 'Gallery',
  '/about': 'About',
  '/contact': 'Contact',
  '/projects': 'Projects',
}

/**
 * The public pages a preview can show, and where the preview is asked for: an HTML form posts
 * the unsaved settings there into a new tab, which answers that page made with them (staff only,
 * never cached).
 */
export const previewPages = publicPagePaths.map((path) => ({ path, label: labels[path] }))

export const previewAction = apiPath('/api/admin/site-settings/preview')
