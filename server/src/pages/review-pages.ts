import type { PageInput } from '@site/contract/page-input'
import type { ReviewPageState } from '@site/contract/reviews'
import type { FastifyInstance } from 'fastify'
import { reviewInvitationOf, unknownLink } from '../reviews/customer-reviews.js'
import { type PageResponse, sendPage } from './page-response.js'
import type { RenderedPage } from './ssr-bundle.js'

export interface ReviewPageMaker {
  /** Renders a page with the client's server bundle from the published settings and `content`. */
  render(path: string, content: PageInput['content']): Promise<RenderedPage>
  /** The page with its headers, as a personal page (never kept, not indexed), with `status`. */
  response(page: RenderedPage, status: number): PageResponse
}

const tokenShape = /^[\w-]{1,100}$/

/**
 * A customer's review page, `/review/<token>` (issue 36, decision 066), made like every page
 * (decision 052) but for each request: it names the customer, so it is never kept (not here, not
 * by nginx, not by the browser) nor indexed, and it is in no sitemap. A link that no longer works
 * gets the page that says why, with 404 (unknown, or its request erased) or 410 (expired, used,
 * replaced). The "no more review e-mails" page names no one: it asks the API when tapped.
 */
export function registerReviewPages(app: FastifyInstance, maker: ReviewPageMaker): void {
  app.get('/review/:token', async (request, reply) => {
    const { token } = request.params as { token: string }
    const found = tokenShape.test(token)
      ? await reviewInvitationOf(app.db, token, app.auth.policy.secret)
      : unknownLink
    const review: ReviewPageState =
      found.outcome === 'open'
        ? { state: 'open', invitation: found.invitation }
        : { state: 'gone', message: found.message }
    const page = await maker.render(`/review/${encodeURIComponent(token)}`, { review, token })
    return sendPage(
      request,
      reply,
      maker.response(page, found.outcome === 'open' ? 200 : found.status),
    )
  })

  app.get('/review/:token/unsubscribe', async (request, reply) => {
    const { token } = request.params as { token: string }
    const page = await maker.render(`/review/${encodeURIComponent(token)}/unsubscribe`, undefined)
    return sendPage(request, reply, maker.response(page, page.status))
  })
}
