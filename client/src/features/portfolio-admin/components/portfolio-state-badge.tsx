import { CircleCheck, PencilLine } from 'lucide-react'

/** Whether visitors see the project (published) or only staff (draft). */
export function PortfolioStateBadge({ published }: { published: boolean }) {
  const Icon = published ? CircleCheck : PencilLine
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${
        published
          ? 'bg-green-50 text-green-900 ring-green-300'
          : 'bg-amber-50 text-amber-900 ring-amber-300'
      }`}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {published ? 'Published' : 'Draft'}
    </span>
  )
}
