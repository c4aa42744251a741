import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { reviewPageQueryOptions } from '../features/review/api/get-review-page'
import { ReviewForm } from '../features/review/components/review-form'
import { ReviewLinkGone } from '../features/review/components/review-link-gone'
import { reviewHeadline } from '../features/review/review-headline'
import { pageHead } from '../lib/page-head'

// A customer's personal review page (issue 36): the API renders it for each request with what it
// shows in the cache, never kept and never indexed (server/src/pages/review-pages.ts).
export const Route = createFileRoute('/review/$token')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(reviewPageQueryOptions(params.token)),
  head: ({ match }) =>
    pageHead(match, {
      title: 'Your review',
      description: 'Tell us how we did on your job.',
      noindex: true,
    }),
  component: ReviewRoute,
})

function ReviewRoute() {
  const page = Route.useLoaderData()
  const { token } = Route.useParams()
  return (
    <>
      <PageHero
        compact
        title={
          page.state === 'open'
            ? reviewHeadline(page.invitation)
            : 'This review link no longer works'
        }
      />
      <div className="bg-surface-muted py-10 sm:py-14">
        <div className="mx-auto max-w-2xl px-4 sm:px-6">
          <div className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
            {page.state === 'open' ? (
              <ReviewForm token={token} invitation={page.invitation} />
            ) : (
              <ReviewLinkGone message={page.message} />
            )}
          </div>
        </div>
      </div>
    </>
  )
}
