import type { AdminMediaItem } from '@site/contract/media-admin'
import { useState } from 'react'
import { MediaThumbnail } from '../../../components/portal/media-thumbnail'
import { buttonClass } from '../../../components/ui/button-class'
import { CheckboxField } from '../../../components/ui/checkbox-field'

interface PortfolioMediaPickerProps {
  /** Every media item; the ready ones not in the project are offered. */
  media: readonly AdminMediaItem[]
  chosen: readonly string[]
  /** Items other projects hold, by id: an item belongs to one project at most. */
  elsewhere: ReadonlySet<string>
  onAdd: (ids: string[]) => void
  onClose: () => void
}

/** Ticks ready photos and videos (with their thumbnails) to add to the project, in list order. */
export function PortfolioMediaPicker({
  media,
  chosen,
  elsewhere,
  onAdd,
  onClose,
}: PortfolioMediaPickerProps) {
  const [ticked, setTicked] = useState<string[]>([])
  const offered = media.filter(
    (item) => item.status === 'ready' && !chosen.includes(item.id) && !elsewhere.has(item.id),
  )

  const toggle = (id: string) =>
    setTicked((now) => (now.includes(id) ? now.filter((one) => one !== id) : [...now, id]))

  return (
    <fieldset className="mt-4 rounded-xl border border-line bg-surface-muted p-3 sm:p-4">
      {/* Floated, so the legend sits inside the box instead of on its border. */}
      <legend className="float-left w-full font-semibold text-brand-950">
        Choose from your media
      </legend>
      {offered.length === 0 ? (
        <p className="clear-left pt-2 text-sm text-ink-muted">
          Nothing to add: every ready photo and video is in a project already, or none is ready yet.
        </p>
      ) : (
        <ul className="clear-left grid pt-3 max-h-[28rem] grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2 lg:grid-cols-3">
          {offered.map((item) => (
            <li key={item.id}>
              <CheckboxField
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white p-2 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-700"
                checked={ticked.includes(item.id)}
                onCheckedChange={() => toggle(item.id)}
                controlClassName="shrink-0"
              >
                <MediaThumbnail item={item} />
                <span className="min-w-0 break-words text-sm">
                  <span className="font-semibold text-brand-950">{item.title}</span>
                  <span className="block text-ink-muted">
                    {item.fileType === 'video' ? 'Video' : 'Photo'} · {item.category}
                  </span>
                </span>
              </CheckboxField>
            </li>
          ))}
        </ul>
      )}
      {elsewhere.size > 0 ? (
        <p className="clear-left pt-2 text-sm text-ink-muted">
          Items in another project are not listed: each belongs to one project.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={ticked.length === 0}
          onClick={() => onAdd(ticked)}
          className={`${buttonClass('primary', 'touch')} disabled:opacity-50`}
        >
          Add {ticked.length || ''} to the project
        </button>
        <button type="button" onClick={onClose} className={buttonClass('outline', 'touch')}>
          Close
        </button>
      </div>
    </fieldset>
  )
}
