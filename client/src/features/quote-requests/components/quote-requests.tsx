import { type LeadStage, leadStages } from '@site/contract/leads'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { QueryStates, SectionShell } from '../../../components/portal/section-shell'
import { buttonClass } from '../../../components/ui/button-class'
import { leadStageLabels } from '../../../lib/portal/lead-stages'
import { adminMessages } from '../../../lib/portal/messages'
import { useLeads } from '../api/get-leads'
import { leadsNeedingAttentionQueryKey } from '../api/get-leads-needing-attention'
import { useLeadActions } from '../hooks/use-lead-actions'
import { LeadList } from './lead-list'
import { LinkedRequest } from './linked-request'
import { NeedsAttention } from './needs-attention'

/**
 * The portal's "Quote requests" section: what needs attention on top, then every request the
 * site stored, newest first, but for the one the quote mail linked to (`linkedRequestId`), which
 * it shows first, with the focus.
 */
export function QuoteRequests({
  linkedRequestId: linkedId,
  onShowAll,
  onOpenRequest,
}: {
  linkedRequestId?: string
  /** Leaves the linked request for the whole list (the route drops `?request=`). */
  onShowAll?: () => void
  /** Opens one request as the linked one (the route sets `?request=`); else the link loads it. */
  onOpenRequest?: (id: string) => void
}) {
  const queryClient = useQueryClient()
  const [stage, setStage] = useState<LeadStage | undefined>(undefined)
  const leads = useLeads(stage)
  const { handleChange, handleErase, busyId } = useLeadActions()

  return (
    <SectionShell
      title="Quote requests"
      refresh={{
        fetching: leads.isFetching,
        onRefresh: () => {
          void leads.refetch()
          void queryClient.invalidateQueries({ queryKey: leadsNeedingAttentionQueryKey })
        },
      }}
    >
      <NeedsAttention onOpen={onOpenRequest} />
      {linkedId ? <LinkedRequest key={linkedId} id={linkedId} onShowAll={onShowAll} /> : null}
      <QueryStates
        query={leads}
        loading="Loading quote requests..."
        failed={adminMessages.quoteRequestsFailed}
        className={linkedId ? 'mt-6' : undefined}
      >
        {(page) => (
          <>
            <StageFilter counts={page.counts} stage={stage} onChoose={setStage} />
            <LeadList
              leads={page.items.filter((item) => item.id !== linkedId)}
              onChange={handleChange}
              onErase={handleErase}
              busyId={busyId}
              filtered={stage !== undefined}
            />
          </>
        )}
      </QueryStates>
    </SectionShell>
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
