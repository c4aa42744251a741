import { type IconNode, Trash2 } from 'lucide'
import { useEffect, useRef } from 'react'
import { buttonClass } from '../ui/button-class'
import { Icon } from '../ui/icon'

interface ConfirmStepProps {
  /** Names what happens to what: "Delete “Kitchen”?", "Restore version 2?" */
  question: string
  /** What happens; for a deletion, ending with that it cannot be undone. */
  consequence: string
  /** The confirming button, and its text while the server works. */
  confirmLabel?: string
  busyLabel?: string
  /** `danger` deletes for good (red); `caution` changes what the site shows (amber). */
  tone?: 'danger' | 'caution'
  icon?: IconNode
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

const tones = {
  danger: {
    box: 'border-red-300 bg-red-50 text-red-900',
    confirm:
      'inline-flex min-h-10 items-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800',
  },
  caution: {
    box: 'border-amber-300 bg-amber-50 text-amber-950',
    confirm: buttonClass('primary', 'sm'),
  },
}

/** The second step of something that cannot simply be taken back: says what it does. */
export function ConfirmStep({
  question,
  consequence,
  confirmLabel = 'Yes, delete',
  busyLabel = 'Deleting...',
  tone = 'danger',
  icon = Trash2,
  busy,
  onConfirm,
  onCancel,
}: ConfirmStepProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  // The safe choice has the focus, so a second Enter does not confirm by accident.
  useEffect(() => cancelRef.current?.focus(), [])

  return (
    <fieldset className={`mt-4 rounded-xl border p-4 ${tones[tone].box}`}>
      {/* Floated, so the legend sits inside the box instead of on its border. */}
      <legend className="float-left w-full font-semibold break-words">{question}</legend>
      <p className="clear-left pt-1 text-sm">{consequence}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={`${tones[tone].confirm} disabled:cursor-wait disabled:opacity-60`}
        >
          <Icon drawing={icon} aria-hidden="true" className="size-4" />
          {busy ? busyLabel : confirmLabel}
        </button>
        <button
          ref={cancelRef}
          type="button"
          disabled={busy}
          onClick={onCancel}
          className={buttonClass('outline', 'sm')}
        >
          Cancel
        </button>
      </div>
    </fieldset>
  )
}
