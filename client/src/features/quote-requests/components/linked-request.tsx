import { useEffect, useId, useRef } from 'react'
import { QueryStates } from '../../../components/portal/section-shell'
import { useLead } from '../api/get-lead'
import { useLeadActions } from '../hooks/use-lead-actions'
import { LeadCard } from './lead-card'

/**
 * The request the quote mail links to (`/admin-portal/requests?request=<id>`), first in its
 * section, with the focus, so nothing loading above it can push it out of view; fetched by itself, as it
 * may be on no page of the list loaded yet.
 */
export function LinkedRequest({ id, onShowAll }: { id: string; onShowAll?: () => void }) {
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const request = useLead(id)
  const { handleChange, handleErase, busyId } = useLeadActions()
  const found = request.isSuccess

  useEffect(() => {
    if (!found) return
    // Focusing scrolls it into view as well.
    headingRef.current?.focus()
  }, [found])

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-sm ring-2 ring-accent-400"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 font-bold text-brand-950 focus:outline-none"
        >
          {request.data ? `Request ${request.data.reference}` : 'The linked request'}
        </h3>
        {onShowAll ? (
          <button
            type="button"
            onClick={onShowAll}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4"
          >
            Show all requests
          </button>
        ) : null}
      </div>
      <QueryStates
        query={request}
        loading="Loading the request..."
        failed="This request could not be shown:"
      >
        {(lead) => (
          <LeadCard
            lead={lead}
            onChange={handleChange}
            onErase={handleErase}
            busy={busyId === id}
          />
        )}
      </QueryStates>
    </section>
  )
}
