import type { MediaStatus } from '@site/contract/media-admin'
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide'
import { StatusBadge, type StatusBadgeProps } from '../../../components/portal/status-badge'

const badges: Record<MediaStatus, StatusBadgeProps> = {
  processing: { text: 'Processing', icon: LoaderCircle, tone: 'amber', spin: true },
  ready: { text: 'Ready', icon: CircleCheck, tone: 'green' },
  failed: { text: 'Failed', icon: CircleAlert, tone: 'red' },
}

/** Whether an item's derivatives are being made, done (listed publicly) or failed. */
export function MediaStatusBadge({ status }: { status: MediaStatus }) {
  return <StatusBadge {...badges[status]} />
}
