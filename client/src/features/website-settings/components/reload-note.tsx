import { RefreshCw } from 'lucide'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'

interface ReloadNoteProps {
  message: string
  /** Changes in the form the reload would replace. */
  unsaved: boolean
  busy: boolean
  onReload: () => void
}

/** Newer settings were published than the ones in the form (a 409, a restore, someone else). */
export function ReloadNote({ message, unsaved, busy, onReload }: ReloadNoteProps) {
  return (
    <div
      role="alert"
      tabIndex={-1}
      data-reload-note
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <p>{message}</p>
      {unsaved ? (
        <p className="mt-1 text-sm">
          Reloading replaces the changes in this form: copy any text you want to keep first.
        </p>
      ) : null}
      <button
        type="button"
        onClick={onReload}
        disabled={busy}
        className={`${buttonClass('outline', 'touch')} mt-3 disabled:cursor-wait disabled:opacity-60`}
      >
        <Icon
          drawing={RefreshCw}
          aria-hidden="true"
          className={`size-4 ${busy ? 'animate-spin' : ''}`}
        />
        {busy ? 'Loading...' : 'Load the newest settings'}
      </button>
    </div>
  )
}
