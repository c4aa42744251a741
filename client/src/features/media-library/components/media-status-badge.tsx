import type { MediaStatus } from '@site/contract/media-admin'
import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'

const badges = {
  processing: {
    text: 'Processing',
    icon: LoaderCircle,
    tone: 'bg-amber-50 text-amber-900 ring-amber-300',
  },
  ready: { text: 'Ready', icon: CircleCheck, tone: 'bg-green-50 text-green-900 ring-green-300' },
  failed: { text: 'Failed', icon: CircleAlert, tone: 'bg-red-50 text-red-900 ring-red-300' },
} as const

/** Whether an item's derivatives are being made, done (listed publicly) or failed. */
export function MediaStatusBadge({ status }: { status: MediaStatus }) {
  const { text, icon: Icon, tone } = badges[status]
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${tone}`}
    >
      <Icon
        aria-hidden="true"
        className={`size-3.5 ${status === 'processing' ? 'motion-safe:animate-spin' : ''}`}
      />
      {text}
    </span>
  )
}
