import type { AdminProject, CategorySource, MediaChanges } from '@site/contract/media-admin'
import { CircleAlert, PenLine } from 'lucide-react'
import { useId, useState } from 'react'
import { MediaThumbnail } from '../../../components/portal/media-thumbnail'
import { buttonClass } from '../../../components/ui/button-class'
import { MediaTextsForm } from './media-texts-form'

interface MediaLibraryItemProps {
  item: AdminProject
  selected: boolean
  onSelectedChange: (selected: boolean) => void
  /** Why the last bulk action did not change this item. */
  failure?: string
  onSave: (changes: MediaChanges) => Promise<unknown>
}

export const categorySourceText: Record<CategorySource, string> = {
  staff: 'Category chosen by staff',
  analyser: 'Categorised by the analyser',
  filename: 'Categorised by file name',
}

const statusText = { ready: 'Ready', processing: 'Processing', failed: 'Failed' } as const

/** One item of the library: a tick to select it, what it is, and its texts to edit. */
export function MediaLibraryItem({
  item,
  selected,
  onSelectedChange,
  failure,
  onSave,
}: MediaLibraryItemProps) {
  const titleId = useId()
  const [editing, setEditing] = useState(false)

  return (
    <article
      aria-labelledby={titleId}
      className={`rounded-xl border p-3 ${selected ? 'border-brand-700 bg-brand-50' : 'border-line bg-white'}`}
    >
      <div className="flex gap-3">
        <label className="-m-1 flex size-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            checked={selected}
            onChange={(event) => onSelectedChange(event.target.checked)}
            aria-label={`Select “${item.title}”`}
            className="size-5 accent-brand-900"
          />
        </label>
        <MediaThumbnail item={item} />
        <div className="min-w-0 flex-1 text-sm">
          <h3 id={titleId} className="font-semibold break-words text-brand-950">
            {item.title}
          </h3>
          <p className="text-ink-muted">
            {item.category} · {item.fileType === 'video' ? 'Video' : 'Photo'} ·{' '}
            {statusText[item.status]}
          </p>
          <p className="text-ink-muted">{categorySourceText[item.categorySource]}</p>
          {item.needsTitle ? (
            <span className="mt-1 inline-block rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
              Needs a title
            </span>
          ) : null}
        </div>
      </div>
      {failure ? (
        <p className="mt-2 flex gap-2 text-sm text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Not changed: {failure}
        </p>
      ) : null}
      {editing ? (
        <MediaTextsForm
          item={item}
          onSave={async (changes) => {
            await onSave(changes)
            setEditing(false)
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <button
          type="button"
          onClick={() => setEditing(true)}
          className={`${buttonClass('outline', 'touch')} mt-3`}
        >
          <PenLine aria-hidden="true" className="size-4" />
          Edit texts
        </button>
      )}
    </article>
  )
}
