import { ChevronDown } from 'lucide-react'
import { useState } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { ManageMedia } from './manage-media'

/**
 * Every item with its processing state, Retry and video captions, which the media library does
 * not offer yet: loaded (all items at once) only when staff open it.
 */
export function MediaProcessingPanel({ onChanged }: { onChanged?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <div className="border-t border-line bg-white">
      <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((was) => !was)}
          className={buttonClass('outline', 'touch')}
        >
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
          />
          Processing, retries and captions
        </button>
      </div>
      {open ? <ManageMedia onChanged={onChanged} /> : null}
    </div>
  )
}
