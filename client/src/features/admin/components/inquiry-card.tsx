import type { Inquiry } from '@site/contract/inquiries'
import { Check, Undo2 } from 'lucide-react'
import { useId } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { formatReceivedAt } from '../received-at'
import { DeliveryBadge } from './delivery-badge'

interface InquiryCardProps {
  inquiry: Inquiry
  /** Marks it handled (true) or not (false). */
  onSetHandled: (id: string, handled: boolean) => void
  /** This request's change is on its way to the server. */
  busy: boolean
}

const linkClass = 'font-semibold break-all text-brand-800 underline-offset-4 hover:underline'

/** One quote request. Everything the visitor typed is shown as text, never as HTML. */
export function InquiryCard({ inquiry, onSetHandled, busy }: InquiryCardProps) {
  const nameId = useId()
  const handled = inquiry.handled
  const name = `${inquiry.firstName} ${inquiry.lastName}`.trim() || 'No name given'
  return (
    <article
      aria-labelledby={nameId}
      className={`rounded-2xl border bg-white p-5 shadow-sm sm:p-6 ${handled ? 'border-line opacity-80' : 'border-brand-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 id={nameId} className="text-lg font-bold break-words text-brand-950">
            {name}
          </h3>
          <p className="text-sm text-ink-muted">
            <span className="font-semibold text-brand-900">{inquiry.reference}</span> · Received{' '}
            <time dateTime={inquiry.createdAt}>{formatReceivedAt(inquiry.createdAt)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <DeliveryBadge status={inquiry.deliveryStatus} />
          {handled ? (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-900 ring-1 ring-brand-200">
              <Check aria-hidden="true" className="size-3.5" />
              Handled
            </span>
          ) : null}
        </div>
      </div>

      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-brand-950">Email</dt>
        <dd>
          <a href={`mailto:${inquiry.email}`} className={linkClass}>
            {inquiry.email}
          </a>
        </dd>
        <dt className="font-semibold text-brand-950">Phone</dt>
        <dd>
          <a href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {inquiry.phone}
          </a>
        </dd>
        <dt className="font-semibold text-brand-950">Service</dt>
        <dd>{inquiry.serviceType || 'Not specified'}</dd>
      </dl>

      <p className="mt-4 rounded-lg bg-surface-muted p-4 whitespace-pre-wrap break-words text-ink">
        {inquiry.message}
      </p>

      {inquiry.deliveryStatus !== 'sent' && inquiry.lastDeliveryError ? (
        <p className="mt-3 text-sm break-words text-red-800">
          Last delivery error
          {inquiry.deliveryAttempts > 0 ? ` (after ${inquiry.deliveryAttempts} attempt(s))` : ''}:{' '}
          {inquiry.lastDeliveryError}
        </p>
      ) : null}

      <button
        type="button"
        disabled={busy}
        onClick={() => onSetHandled(inquiry.id, !handled)}
        className={`${buttonClass(handled ? 'outline' : 'primary', 'sm')} mt-5 disabled:cursor-wait disabled:opacity-60`}
      >
        {handled ? (
          <Undo2 aria-hidden="true" className="size-4" />
        ) : (
          <Check aria-hidden="true" className="size-4" />
        )}
        {handled ? 'Mark as not handled' : 'Mark as handled'}
      </button>
    </article>
  )
}
