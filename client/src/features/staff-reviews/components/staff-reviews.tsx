import type { StaffReview } from '@site/contract/reviews'
import { useQuery } from '@tanstack/react-query'
import { toast } from 'sonner'
import { QueryStates, SectionShell } from '../../../components/portal/section-shell'
import { adminPortfolioQueryOptions } from '../../../lib/portal/get-admin-portfolio'
import { useDecideReview } from '../api/decide-review'
import { useStaffReviews } from '../api/get-staff-reviews'
import { useLinkReviewProject } from '../api/link-review-project'
import { ReviewCard } from './review-card'

/**
 * The portal's "Reviews": what customers wrote after the job, pending first. Staff approve what
 * may show on the website (only what the customer allowed ever does) or hide it, and link the
 * job's request to its portfolio project, where its review then shows too.
 */
export function StaffReviews() {
  const reviews = useStaffReviews()
  const projects = useQuery(adminPortfolioQueryOptions())
  const decide = useDecideReview()
  const link = useLinkReviewProject()
  const pending = reviews.data?.filter((review) => review.status === 'pending').length ?? 0

  // Each change says how it went, naming the request the review belongs to.
  const toasts = (review: StaffReview, done: string, failed: string) => ({
    onSuccess: () => toast.success(done, { description: review.reference }),
    onError: (error: Error) => toast.error(failed, { description: error.message }),
  })
  const onDecide = (review: StaffReview, approved: boolean) =>
    decide.mutate(
      { id: review.id, approved },
      toasts(review, approved ? 'Review approved' : 'Review hidden', 'The review was not changed.'),
    )
  const onLink = (review: StaffReview, portfolioProjectId: string | null) =>
    link.mutate(
      { inquiryId: review.inquiryId, portfolioProjectId },
      toasts(
        review,
        portfolioProjectId ? 'Linked to the project' : 'Project link removed',
        'The project was not linked.',
      ),
    )

  return (
    <SectionShell
      title="Reviews"
      intro={
        <>
          What customers wrote after the job, waiting ones first. Approved reviews show on the
          website only when the customer allowed it.
          {pending > 0 ? ` ${pending} waiting for you.` : ''}
        </>
      }
      refresh={{
        fetching: reviews.isFetching,
        onRefresh: () => {
          void reviews.refetch()
          void projects.refetch()
        },
      }}
    >
      <QueryStates
        query={reviews}
        loading="Loading reviews..."
        failed="The reviews could not be loaded."
        empty={{
          when: (items) => items.length === 0,
          text: 'No reviews yet. Ask for one on a Done quote request.',
        }}
      >
        {(items) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {items.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  projects={projects.data}
                  busy={
                    (decide.isPending && decide.variables?.id === review.id) ||
                    (link.isPending && link.variables?.inquiryId === review.inquiryId)
                  }
                  onDecide={(approved) => onDecide(review, approved)}
                  onLink={(projectId) => onLink(review, projectId)}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </SectionShell>
  )
}
