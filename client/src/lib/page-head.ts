import { site } from '../config/site'

interface PageHeadInput {
  /** The page's own title; the company name is appended. Omit for the company's home title. */
  title?: string
  description: string
}

/** The `meta` list for a route's `head()`: one place that shapes titles and descriptions. */
export function pageMeta({ title, description }: PageHeadInput) {
  const fullTitle = title ? `${title} | ${site.name}` : `${site.name} | ${site.slogan}`
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: 'website' },
  ]
}
