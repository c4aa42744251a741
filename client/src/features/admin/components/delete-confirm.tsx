import { Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { buttonClass } from '../../../components/ui/button-class'

interface DeleteConfirmProps {
  /** Names what goes: "Delete “Kitchen”?" */
  question: string
  /** What happens, ending with that it cannot be undone. */
  consequence: string
  /** The confirming button, and its text while the server works. */
  confirmLabel?: string
  busyLabel?: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** The second step of deleting something for good: names it and says it cannot be undone. */
export function DeleteConfirm({
  question,
  consequence,
  confirmLabel = 'Yes, delete',
  busyLabel = 'Deleting...',
  busy,
  onConfirm,
  onCancel,
}: DeleteConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  // The safe choice has the focus, so a second Enter does not delete by accident.
  useEffect(() => cancelRef.current?.focus(), [])

  return (
    <fieldset className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4">
      {/* Floated, so the legend sits inside the box instead of on its border. */}
      <legend className="float-left w-full font-semibold break-words text-red-900">
        {question}
      </legend>
      <p className="clear-left pt-1 text-sm text-red-900">{consequence}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-wait disabled:opacity-60"
        >
          <Trash2 aria-hidden="true" className="size-4" />
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
