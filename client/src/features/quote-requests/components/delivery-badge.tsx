import type { DeliveryStatus } from '@site/contract/leads'
import { CircleAlert, CircleCheck, Clock, Inbox } from 'lucide'
import { StatusBadge, type StatusBadgeProps } from '../../../components/portal/status-badge'

const badges: Record<DeliveryStatus, StatusBadgeProps> = {
  pending: { text: 'E-mail pending', icon: Clock, tone: 'amber' },
  sent: { text: 'E-mail sent', icon: CircleCheck, tone: 'green' },
  outbox: {
    text: 'Saved to the local outbox (no mail server configured)',
    icon: Inbox,
    tone: 'slate',
  },
  failed: { text: 'E-mail failed', icon: CircleAlert, tone: 'red' },
}

/** Whether the quote request's e-mail to the company went out (it is stored either way). */
export function DeliveryBadge({ status }: { status: DeliveryStatus }) {
  return <StatusBadge {...badges[status]} />
}
