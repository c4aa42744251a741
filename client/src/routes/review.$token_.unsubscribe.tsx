import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { StopReviewMail } from '../features/review/components/stop-review-mail'
import { pageHead } from '../lib/page-head'

// Linked from the review e-mail (and its List-Unsubscribe header): names no one, so the page is
// the same for every link; the API is asked only when the customer taps the button.
export const Route = createFileRoute('/review/$token_/unsubscribe')({
  head: ({ match }) =>
    pageHead(match, {
      title: 'No more review e-mails',
      description: 'Stop review e-mails from us.',
      noindex: true,
    }),
  component: UnsubscribeRoute,
})

function UnsubscribeRoute() {
  const { token } = Route.useParams()
  return (
    <>
      <PageHero compact title="No more review e-mails" />
      <div className="bg-surface-muted py-10 sm:py-14">
        <div className="mx-auto max-w-2xl px-4 sm:px-6">
          <div className="rounded-2xl bg-white p-5 shadow-sm sm:p-8">
            <StopReviewMail token={token} />
          </div>
        </div>
      </div>
    </>
  )
}
