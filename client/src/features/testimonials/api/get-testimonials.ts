import type { Testimonial, TestimonialPlace } from '@site/contract/reviews'
import { queryOptions } from '@tanstack/react-query'
import { apiPath } from '../../../lib/api-client'
import { apiRequest } from '../../../lib/api-request'

const testimonialsKey = 'testimonials'

/**
 * The approved reviews a page shows (home, About, a project's page). A page the API renders
 * carries them (entry-server.tsx, lib/served-queries.ts); a page opened in the browser asks.
 * Not checked against the contract (that would bring zod to the page).
 */
export function testimonialsQueryOptions(on: TestimonialPlace, project?: string) {
  return queryOptions({
    queryKey: [testimonialsKey, on, project ?? ''],
    queryFn: async ({ signal }) =>
      (
        (await apiRequest(apiPath('/api/testimonials', { on, project }), { signal })) as {
          items: Testimonial[]
        }
      ).items,
    // Served with the page, or asked for once a visit: reviews change rarely.
    staleTime: 5 * 60 * 1000,
  })
}

/** The queries a page rendered by the API carries into the browser: its testimonials. */
export function isTestimonialsKey(queryKey: readonly unknown[]): boolean {
  return queryKey[0] === testimonialsKey
}
