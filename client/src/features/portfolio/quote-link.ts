import { portfolioLimits, slugPattern } from '@site/contract/portfolio-rules'

/** The quote form's search parameter naming the project a visitor wants something like. */
export interface QuoteProjectSearch {
  project?: string
}

/** `?project=` as the contact page accepts it: a slug, or nothing. */
export function parseQuoteProjectSearch(search: Record<string, unknown>): QuoteProjectSearch {
  const project = search.project
  return typeof project === 'string' &&
    project.length <= portfolioLimits.slug &&
    slugPattern.test(project)
    ? { project }
    : {}
}

/** The message the quote form starts with for a project the visitor came from. */
export function quoteMessageFor(title: string, pageUrl: string): string {
  return `I saw your project "${title}" (${pageUrl}) and would like a quote for something similar.`
}
