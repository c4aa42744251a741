import type { MediaItem } from '@site/contract/media-items'
import type { PortfolioProject } from '@site/contract/portfolio'
import { serviceNameOf } from '@site/contract/service-names'
import type { SiteSettings } from '@site/contract/site-settings'
import { absoluteUrl } from '../../lib/public-url'

/** Where a project's page lives. */
export function projectPath(slug: string): string {
  return `/projects/${encodeURIComponent(slug)}`
}

/** The public photos of a project: its cover, the items on the page and every pair, once each. */
export function projectPhotos(project: PortfolioProject): MediaItem[] {
  const all = [
    project.coverItem,
    ...project.items,
    ...project.pairs.flatMap((pair) => [pair.before, pair.after]),
  ]
  const seen = new Set<string>()
  return all.filter((item): item is MediaItem => {
    if (item?.fileType !== 'image' || seen.has(item.id)) return false
    seen.add(item.id)
    return true
  })
}

/**
 * schema.org data for a project's page: a CreativeWork with its photos, made by the company (the
 * home page's Electrician, referred to by the same `@id`).
 */
export function projectJsonLd(
  project: PortfolioProject,
  publicUrl: string,
  site: Pick<SiteSettings, 'name' | 'contact' | 'services'>,
) {
  const url = absoluteUrl(publicUrl, projectPath(project.slug))
  return {
    '@context': 'https://schema.org',
    '@type': 'CreativeWork',
    '@id': `${url}#project`,
    name: project.title,
    headline: project.title,
    description: project.summary || project.description,
    url,
    dateCreated: project.completedOn,
    dateModified: project.updatedAt,
    genre: project.category,
    ...(project.area ? { locationCreated: { '@type': 'Place', name: project.area } } : {}),
    ...(project.scope.length > 0
      ? { keywords: project.scope.map((key) => serviceNameOf(site.services, key)).join(', ') }
      : {}),
    creator: {
      '@type': ['Electrician', 'LocalBusiness'],
      '@id': absoluteUrl(publicUrl, '/#business'),
      name: site.name,
      url: absoluteUrl(publicUrl, '/'),
      telephone: site.contact.phone,
    },
    image: projectPhotos(project).map((item) => ({
      '@type': 'ImageObject',
      contentUrl: absoluteUrl(publicUrl, item.image),
      ...(item.thumbnail ? { thumbnailUrl: absoluteUrl(publicUrl, item.thumbnail) } : {}),
      name: item.title,
      ...(item.description ? { caption: item.description } : {}),
      ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
    })),
  }
}
