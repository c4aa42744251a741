import { type LeadStage, leadStages } from '@site/contract/inquiries'
import { LoaderCircle, RefreshCw } from 'lucide-react'
import { useId, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { leadStageLabels } from '../../../lib/portal/lead-stages'
import { adminMessages } from '../../../lib/portal/messages'
import { useInquiries } from '../api/get-inquiries'
import { useInquiryActions } from '../hooks/use-inquiry-actions'
import { InquiryList } from './inquiry-list'

/**
 * The portal's "Quote requests" section: every request the site stored, newest first, but for
 * the one the quote mail linked to (`linkedRequestId`), which the portal shows at its top.
 */
export function QuoteRequests({ linkedRequestId: linkedId }: { linkedRequestId?: string }) {
  const headingId = useId()
  const [stage, setStage] = useState<LeadStage | undefined>(undefined)
  const inquiries = useInquiries(stage)
  const { handleChange, handleErase, busyId } = useInquiryActions()

  return (
    // The id is what the quote mail links to (`/admin-portal?request=<id>#quote-requests`).
    <section
      id="quote-requests"
      aria-labelledby={headingId}
      className="scroll-mt-20 bg-white py-12 sm:py-16"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-950">
            Quote requests
          </h2>
          <button
            type="button"
            onClick={() => void inquiries.refetch()}
            disabled={inquiries.isFetching}
            className={`${buttonClass('outline', 'sm')} disabled:cursor-wait disabled:opacity-60`}
          >
            <RefreshCw
              aria-hidden="true"
              className={`size-4 ${inquiries.isFetching ? 'animate-spin' : ''}`}
            />
            Refresh
          </button>
        </div>
        <div className="mt-6" aria-busy={inquiries.isPending}>
          {inquiries.isSuccess ? (
            <>
              <StageFilter counts={inquiries.data.counts} stage={stage} onChoose={setStage} />
              <InquiryList
                inquiries={inquiries.data.items.filter((item) => item.id !== linkedId)}
                onChange={handleChange}
                onErase={handleErase}
                busyId={busyId}
                filtered={stage !== undefined}
              />
            </>
          ) : inquiries.isError ? (
            <p role="alert" className="text-red-800">
              {adminMessages.inquiriesFailed} {inquiries.error.message}
            </p>
          ) : (
            <p className="flex items-center gap-3 text-ink-muted">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-700" />
              Loading quote requests...
            </p>
          )}
        </div>
      </div>
    </section>
  )
}

/** All requests or one stage, each with how many it holds. */
function StageFilter({
  counts,
  stage,
  onChoose,
}: {
  counts: Record<LeadStage, number>
  stage: LeadStage | undefined
  onChoose: (stage: LeadStage | undefined) => void
}) {
  const total = leadStages.reduce((sum, each) => sum + counts[each], 0)
  const choices: [LeadStage | undefined, string, number][] = [
    [undefined, 'All', total],
    ...leadStages.map((each): [LeadStage, string, number] => [
      each,
      leadStageLabels[each],
      counts[each],
    ]),
  ]
  return (
    <fieldset className="mb-5 flex flex-wrap gap-2">
      <legend className="sr-only">Show requests by stage</legend>
      {choices.map(([choice, label, count]) => (
        <button
          key={label}
          type="button"
          aria-pressed={stage === choice}
          onClick={() => onChoose(choice)}
          className={`${buttonClass(stage === choice ? 'primary' : 'outline', 'sm')}`}
        >
          {label} ({count})
        </button>
      ))}
    </fieldset>
  )
}
