import type { AdminMediaItem } from '@site/contract/media-admin'
import { type BeforeAfterPairIds, portfolioLimits } from '@site/contract/portfolio'
import { X } from 'lucide'
import { useId, useState } from 'react'
import { MediaThumbnail } from '../../../components/portal/media-thumbnail'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { SelectField } from '../../../components/ui/input-field'
import { pairProblem } from '../portfolio-pair-rules'

interface PortfolioPairsProps {
  pairs: readonly BeforeAfterPairIds[]
  /** The project's items, in order; only its photos are offered. */
  items: readonly string[]
  media: ReadonlyMap<string, AdminMediaItem>
  onChange: (pairs: BeforeAfterPairIds[]) => void
  /** The server's message about the pairs, if it refused them. */
  error?: string
}

/** Before/after pairs: two different photos of the project each (videos are not offered). */
export function PortfolioPairs({ pairs, items, media, onChange, error }: PortfolioPairsProps) {
  const errorId = useId()
  const [choice, setChoice] = useState<BeforeAfterPairIds>({ beforeId: '', afterId: '' })
  const [problem, setProblem] = useState<string | null>(null)
  const photos = items.flatMap((id) => {
    const item = media.get(id)
    return item?.fileType === 'image' ? [item] : []
  })
  const candidates = items.flatMap((id) => {
    const item = media.get(id)
    return item ? [{ id, fileType: item.fileType }] : []
  })
  const titleOf = (id: string) => media.get(id)?.title ?? 'Photo'
  const full = pairs.length >= portfolioLimits.pairs

  function add() {
    const found = pairProblem(choice, candidates, pairs)
    setProblem(found)
    if (found) return
    onChange([...pairs, choice])
    setChoice({ beforeId: '', afterId: '' })
  }

  const shown = problem ?? error
  const select = (side: keyof BeforeAfterPairIds, label: string) => (
    <SelectField
      label={label}
      className="min-w-0 flex-1"
      value={choice[side]}
      onValueChange={(value) => {
        setChoice((now) => ({ ...now, [side]: value }))
        setProblem(null)
      }}
      controlClassName="min-h-11"
      {...(shown ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
      options={[
        { value: '', label: 'Choose a photo' },
        // Numbered by their place in the project, as the items list shows them.
        ...photos.map((photo) => ({
          value: photo.id,
          label: `${items.indexOf(photo.id) + 1}. ${photo.title}`,
        })),
      ]}
    />
  )

  return (
    <div>
      {pairs.length > 0 ? (
        <ul className="space-y-2" aria-label="Before and after pairs">
          {pairs.map((pair) => (
            <li
              key={`${pair.beforeId}:${pair.afterId}`}
              className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-white p-3"
            >
              <PairSide label="Before" item={media.get(pair.beforeId)} />
              <PairSide label="After" item={media.get(pair.afterId)} />
              <button
                type="button"
                onClick={() => onChange(pairs.filter((p) => p !== pair))}
                aria-label={`Remove the pair “${titleOf(pair.beforeId)}” and “${titleOf(pair.afterId)}”`}
                className={`${buttonClass('outline', 'touch')} ml-auto min-w-11 px-2`}
              >
                <Icon drawing={X} aria-hidden="true" className="size-5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length < 2 ? (
        <p className="mt-3 text-sm text-ink-muted">
          Add at least two photos to the project to pair a before and an after.
        </p>
      ) : full ? (
        <p className="mt-3 text-sm text-ink-muted">
          A project holds at most {portfolioLimits.pairs} pairs.
        </p>
      ) : (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
          {select('beforeId', 'Before photo')}
          {select('afterId', 'After photo')}
          <button type="button" onClick={add} className={buttonClass('outline', 'touch')}>
            Add pair
          </button>
        </div>
      )}
      {shown ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-800">
          {shown}
        </p>
      ) : null}
    </div>
  )
}

function PairSide({ label, item }: { label: string; item?: AdminMediaItem }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      {item ? <MediaThumbnail item={item} /> : null}
      <span className="min-w-0 text-sm break-words">
        <span className="block font-semibold text-brand-950">{label}</span>
        {item?.title ?? 'A removed item'}
      </span>
    </span>
  )
}
