import type { IconNode } from 'lucide'
import type { ComponentProps } from 'react'
import { buttonClass } from '../ui/button-class'
import { Icon } from '../ui/icon'

interface ActionButtonProps extends Omit<ComponentProps<'button'>, 'type' | 'className'> {
  /** The drawing before the words. */
  icon: IconNode
  variant?: 'primary' | 'outline'
  /** The server is at work: the button is disabled, with the waiting cursor. */
  busy?: boolean
  /** Classes added to the look: where it sits, a colour of its own. */
  className?: string
}

/** A portal button that does one thing now: its icon before its words, a 44 px target. */
export function ActionButton({
  icon,
  variant = 'outline',
  busy = false,
  disabled,
  className,
  children,
  ...button
}: ActionButtonProps) {
  const look = [
    buttonClass(variant, 'touch'),
    // Dimmed while it cannot be used; the cursor says whether to wait or that it is not for now.
    busy ? 'disabled:cursor-wait' : 'disabled:cursor-not-allowed',
    'disabled:opacity-60',
    className ?? '',
  ]
  return (
    <button
      type="button"
      {...button}
      disabled={busy || disabled}
      className={look.filter(Boolean).join(' ')}
    >
      <Icon drawing={icon} aria-hidden="true" className="size-4" />
      {children}
    </button>
  )
}
