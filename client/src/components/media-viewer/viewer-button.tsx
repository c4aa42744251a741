import type { IconNode } from 'lucide'
import { Icon } from '../ui/icon'

/** Round icon buttons on the viewer's dark surface, without a size. */
const viewerButtonBase =
  'inline-flex shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent motion-reduce:transition-none'

/** 44 px, so fingers hit them on phones; for the viewer's links too. */
export const viewerButtonClass = `${viewerButtonBase} size-11`

/** One of the viewer's icon buttons, named by its label (read out, and shown on hover). */
export function ViewerButton({
  label,
  drawing,
  onClick,
  disabled,
  className = 'size-11',
  iconClassName = 'size-6',
}: {
  label: string
  drawing: IconNode
  onClick: () => void
  disabled?: boolean
  /** Its size and place (44 px unless told). */
  className?: string
  iconClassName?: string
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={`${viewerButtonBase} ${className}`}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon drawing={drawing} aria-hidden="true" className={iconClassName} />
    </button>
  )
}
