import type { Inquiry, InquiryChanges } from '@site/contract/inquiries'
import { InquiryCard } from './inquiry-card'

interface InquiryListProps {
  /** Newest first, as the server sends them. */
  inquiries: readonly Inquiry[]
  onChange: (id: string, changes: InquiryChanges) => void
  onErase: (inquiry: Inquiry) => Promise<unknown>
  /** The request whose change is being saved, if any. */
  busyId?: string
  /** Only one stage is shown: the empty state says so. */
  filtered?: boolean
}

/** The quote requests, or the empty state. */
export function InquiryList({
  inquiries,
  onChange,
  onErase,
  busyId,
  filtered = false,
}: InquiryListProps) {
  if (inquiries.length === 0) {
    return (
      <p className="text-ink-muted">
        {filtered ? 'No quote requests in this stage.' : 'No quote requests yet.'}
      </p>
    )
  }
  return (
    <ul aria-label="Quote requests, newest first" className="grid items-start gap-4 lg:grid-cols-2">
      {inquiries.map((inquiry) => (
        <li key={inquiry.id}>
          <InquiryCard
            inquiry={inquiry}
            onChange={onChange}
            onErase={onErase}
            busy={busyId === inquiry.id}
          />
        </li>
      ))}
    </ul>
  )
}
