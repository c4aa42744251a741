import type { AdminPortfolioProject } from '@site/contract/portfolio'
import type { StaffReview } from '@site/contract/reviews'
import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import { Link } from '@tanstack/react-router'
import { Check, EyeOff, TriangleAlert } from 'lucide'
import { useId } from 'react'
import { ActionButton } from '../../../components/portal/action-button'
import { StatusBadge, type StatusBadgeProps } from '../../../components/portal/status-badge'
import { StarRating } from '../../../components/star-rating'
import { SelectField } from '../../../components/ui/input-field'

interface ReviewCardProps {
  review: StaffReview
  /** Every portfolio project, for the picker; undefined while they load. */
  projects: AdminPortfolioProject[] | undefined
  /** A change of this review is on its way. */
  busy: boolean
  onDecide: (approved: boolean) => void
  onLink: (portfolioProjectId: string | null) => void
}

const statusBadges: Record<StaffReview['status'], StatusBadgeProps> = {
  pending: { text: 'Waiting for approval', tone: 'amber' },
  approved: { text: 'Approved', tone: 'green', icon: Check },
  hidden: { text: 'Hidden', tone: 'slate', icon: EyeOff },
}

const linkClass = 'font-semibold text-brand-800 underline-offset-4 hover:underline'

/** One received review; everything the customer typed is shown as text. */
export function ReviewCard({ review, projects, busy, onDecide, onLink }: ReviewCardProps) {
  const nameId = useId()
  // The ones to call about (staff were mailed at once): they stand out here too.
  const low = review.stars <= 3
  return (
    <article
      aria-labelledby={nameId}
      className={`h-full rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${low ? 'border-red-300 border-l-4 border-l-red-700' : 'border-line'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={nameId} className="text-lg font-bold break-words text-brand-950">
            {review.name}
          </h3>
          <StarRating stars={review.stars} />
        </div>
        <div className="flex flex-wrap gap-2">
          {low ? <StatusBadge text="Low rating" tone="red" icon={TriangleAlert} /> : null}
          <StatusBadge {...statusBadges[review.status]} />
        </div>
      </div>

      {review.text ? (
        <blockquote className="mt-4 rounded-lg bg-surface-muted p-4 whitespace-pre-wrap break-words text-ink">
          {review.text}
        </blockquote>
      ) : (
        <p className="mt-4 text-sm text-ink-muted">No words, only the stars.</p>
      )}

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-brand-950">Customer</dt>
        <dd className="break-words">{review.customerName}</dd>
        <dt className="font-semibold text-brand-950">Request</dt>
        <dd>
          <Link
            to="/admin-portal/requests"
            search={{ request: review.inquiryId }}
            className={linkClass}
          >
            {review.reference}
          </Link>
        </dd>
        <dt className="font-semibold text-brand-950">Received</dt>
        <dd>
          <time dateTime={review.createdAt}>{formatSouthAfricanTime(review.createdAt)}</time>
        </dd>
        <dt className="font-semibold text-brand-950">On the website</dt>
        <dd>
          {review.mayShow
            ? 'The customer allowed it'
            : 'The customer did not allow it: it never shows, even when approved'}
        </dd>
      </dl>

      <SelectField
        label="Portfolio project of this job"
        hint="An approved review also shows on its project's page once the project is published."
        className="mt-4"
        value={review.portfolioProjectId ?? ''}
        disabled={busy || projects === undefined}
        onValueChange={(projectId) => onLink(projectId || null)}
        options={[
          { value: '', label: projects === undefined ? 'Loading projects...' : 'None' },
          ...(projects ?? []).map((project) => ({
            value: project.id,
            label: project.published ? project.title : `${project.title} (draft)`,
          })),
        ]}
      />

      <div className="mt-4 flex flex-wrap gap-3">
        <ActionButton
          icon={Check}
          variant="primary"
          disabled={busy || review.status === 'approved'}
          onClick={() => onDecide(true)}
        >
          Approve
        </ActionButton>
        <ActionButton
          icon={EyeOff}
          disabled={busy || review.status === 'hidden'}
          onClick={() => onDecide(false)}
        >
          Hide
        </ActionButton>
      </div>
    </article>
  )
}
