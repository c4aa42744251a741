import { History } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { buttonClass } from '../../../../components/ui/button-class'

interface RestoreConfirmProps {
  version: number
  busy: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** The second step of a restore: says what it does; the safe choice has the focus. */
export function RestoreConfirm({ version, busy, onConfirm, onCancel }: RestoreConfirmProps) {
  const cancelRef = useRef<HTMLButtonElement>(null)
  useEffect(() => cancelRef.current?.focus(), [])
  return (
    <fieldset className="mt-3 rounded-xl border border-amber-300 bg-amber-50 p-4">
      <legend className="float-left w-full font-semibold text-amber-950">
        Restore version {version}?
      </legend>
      <p className="clear-left pt-1 text-sm text-amber-950">
        Its settings are published again, as a new version, and every page shows them from its next
        load. The versions after it stay in the history.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          disabled={busy}
          onClick={onConfirm}
          className={`${buttonClass('primary', 'sm')} disabled:cursor-wait disabled:opacity-60`}
        >
          <History aria-hidden="true" className="size-4" />
          {busy ? 'Restoring...' : `Yes, restore version ${version}`}
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
