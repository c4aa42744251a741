import { CircleCheck, PencilLine } from 'lucide'
import { StatusBadge } from '../../../components/portal/status-badge'

/** Whether visitors see the project (published) or only staff (draft). */
export function PortfolioStateBadge({ published }: { published: boolean }) {
  return published ? (
    <StatusBadge text="Published" icon={CircleCheck} tone="green" />
  ) : (
    <StatusBadge text="Draft" icon={PencilLine} tone="amber" />
  )
}
