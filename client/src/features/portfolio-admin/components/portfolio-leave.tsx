import { ArrowLeft } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import { ActionButton } from '../../../components/portal/action-button'
import { buttonClass } from '../../../components/ui/button-class'

interface PortfolioLeaveProps {
  /** The draft differs from what the server holds. */
  unsaved: boolean
  onLeave: () => void
}

/** "All projects": straight back, or, with unsaved changes, after asking. */
export function PortfolioLeave({ unsaved, onLeave }: PortfolioLeaveProps) {
  const [asking, setAsking] = useState(false)
  const stayRef = useRef<HTMLButtonElement>(null)
  // The safe choice has the focus, as in the delete confirmation.
  useEffect(() => {
    if (asking) stayRef.current?.focus()
  }, [asking])

  if (!asking) {
    return (
      <ActionButton icon={ArrowLeft} onClick={() => (unsaved ? setAsking(true) : onLeave())}>
        All projects
      </ActionButton>
    )
  }
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3">
      <p className="font-semibold text-amber-950">This project has changes that are not saved.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          ref={stayRef}
          type="button"
          onClick={() => setAsking(false)}
          className={buttonClass('primary', 'touch')}
        >
          Keep editing
        </button>
        <button type="button" onClick={onLeave} className={buttonClass('outline', 'touch')}>
          Leave without saving
        </button>
      </div>
    </div>
  )
}
