import type { Inquiry } from '@site/contract/inquiries'
import { InquiryCard } from './inquiry-card'

interface InquiryListProps {
  /** Newest first, as the server sends them. */
  inquiries: readonly Inquiry[]
  onSetHandled: (id: string, handled: boolean) => void
  onErase: (inquiry: Inquiry) => Promise<unknown>
  /** The request whose change is being saved, if any. */
  busyId?: string
}

/** The quote requests, or the empty state. */
export function InquiryList({ inquiries, onSetHandled, onErase, busyId }: InquiryListProps) {
  if (inquiries.length === 0) {
    return <p className="text-ink-muted">No quote requests yet.</p>
  }
  return (
    <ul aria-label="Quote requests, newest first" className="grid items-start gap-4 lg:grid-cols-2">
      {inquiries.map((inquiry) => (
        <li key={inquiry.id}>
          <InquiryCard
            inquiry={inquiry}
            onSetHandled={onSetHandled}
            onErase={onErase}
            busy={busyId === inquiry.id}
          />
        </li>
      ))}
    </ul>
  )
}
