import { useQuery } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import { absoluteUrl, readPublicUrl } from '../../../lib/public-url'
import { projectPath } from '../project-json-ld'
import { quoteMessageFor } from '../quote-link'
import { portfolioProjectQueryOptions } from './get-portfolio'

export interface QuotePrefill {
  message: string
  /** The key of the project's first service, which the form's "Service needed" list offers. */
  serviceType?: string
}

/**
 * What the quote form starts with when the visitor came from a project's "Get a quote for
 * something similar" (`/contact?project=<slug>`). Asked for after hydration: the server-rendered
 * contact page is the same for every query string.
 */
export function useQuotePrefill(slug: string | undefined): QuotePrefill | undefined {
  const hydrated = useHydrated()
  const project = useQuery({
    ...portfolioProjectQueryOptions(slug ?? ''),
    enabled: hydrated && slug !== undefined,
  })
  if (!slug || !project.data) return undefined
  const url = absoluteUrl(readPublicUrl(document), projectPath(project.data.slug))
  return { message: quoteMessageFor(project.data.title, url), serviceType: project.data.scope[0] }
}
