import type { DeliveryStatus } from '@site/contract/inquiries'
import { CircleAlert, CircleCheck, Clock, Inbox } from 'lucide-react'

const badges = {
  pending: {
    text: 'E-mail pending',
    icon: Clock,
    tone: 'bg-amber-50 text-amber-900 ring-amber-300',
  },
  sent: {
    text: 'E-mail sent',
    icon: CircleCheck,
    tone: 'bg-green-50 text-green-900 ring-green-300',
  },
  outbox: {
    text: 'Saved to the local outbox (no mail server configured)',
    icon: Inbox,
    tone: 'bg-slate-50 text-slate-900 ring-slate-300',
  },
  failed: { text: 'E-mail failed', icon: CircleAlert, tone: 'bg-red-50 text-red-900 ring-red-300' },
} as const

/** Whether the quote request's e-mail to the company went out (it is stored either way). */
export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  const { text, icon: Icon, tone } = badges[status]
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${tone}`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {text}
    </span>
  )
}
