import type { Lead, LeadChanges } from '@site/contract/leads'
import { LeadCard } from './lead-card'

interface LeadListProps {
  /** Newest first, as the server sends them. */
  leads: readonly Lead[]
  onChange: (id: string, changes: LeadChanges) => void
  onErase: (lead: Lead) => Promise<unknown>
  /** The request whose change is being saved, if any. */
  busyId?: string
  /** Only one stage is shown: the empty state says so. */
  filtered?: boolean
}

/** The quote requests, or the empty state. */
export function LeadList({ leads, onChange, onErase, busyId, filtered = false }: LeadListProps) {
  if (leads.length === 0) {
    return (
      <p className="text-ink-muted">
        {filtered ? 'No quote requests in this stage.' : 'No quote requests yet.'}
      </p>
    )
  }
  return (
    <ul aria-label="Quote requests, newest first" className="grid items-start gap-4 lg:grid-cols-2">
      {leads.map((lead) => (
        <li key={lead.id}>
          <LeadCard lead={lead} onChange={onChange} onErase={onErase} busy={busyId === lead.id} />
        </li>
      ))}
    </ul>
  )
}
