import { categoryIcon } from '../category-icons'

export function CategoryBadge({ category }: { category: string }) {
  const Icon = categoryIcon(category)
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
      <Icon aria-hidden="true" className="size-3.5" />
      {category}
    </span>
  )
}
