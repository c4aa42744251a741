import type { AdminProject } from '@site/contract/media-admin'
import { type MediaActions, MediaManageItem } from './media-manage-item'

interface MediaManageListProps extends MediaActions {
  /** Newest first, as the server sends them. */
  items: readonly AdminProject[]
  /** What an item can be filed under. */
  categories: readonly string[]
}

/** Every uploaded item, or the empty state. */
export function MediaManageList({ items, categories, ...actions }: MediaManageListProps) {
  if (items.length === 0) return <p className="text-ink-muted">No photos or videos yet.</p>
  return (
    <ul aria-label="Uploaded media, newest first" className="grid gap-4 lg:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <MediaManageItem item={item} categories={categories} {...actions} />
        </li>
      ))}
    </ul>
  )
}
