import { Trash2 } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { buttonClass } from '../../../components/ui/button-class'

interface MediaDeleteConfirmProps {
  title: string
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** The second step of deleting: names the item and says it cannot be undone. */
export function MediaDeleteConfirm({ title, busy, onConfirm, onCancel }: MediaDeleteConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  // The safe choice has the focus, so a second Enter does not delete by accident.
  useEffect(() => cancelRef.current?.focus(), [])

  return (
    <fieldset className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4">
      {/* Floated, so the legend sits inside the box instead of on its border. */}
      <legend className="float-left w-full font-semibold break-words text-red-900">
        Delete “{title}”?
      </legend>
      <p className="clear-left pt-1 text-sm text-red-900">
        It is removed from the gallery together with its files. This cannot be undone.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className="inline-flex min-h-10 items-center gap-2 rounded-lg bg-red-700 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-wait disabled:opacity-60"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {busy ? 'Deleting...' : 'Yes, delete'}
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
