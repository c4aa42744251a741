import type { ReactNode } from 'react'
import { buttonClass } from '../../../components/ui/button-class'

/** Move up, Move down or Remove on a row; its name says which row ("Move up: Service 2"). */
export function RowButton({
  action,
  disabled,
  onClick,
  icon,
  text,
  what,
}: {
  action: string
  disabled: boolean
  onClick: () => void
  icon: ReactNode
  text: string
  what: string
}) {
  return (
    <button
      type="button"
      data-action={action}
      disabled={disabled}
      onClick={onClick}
      className={`${buttonClass('outline', 'touch')} disabled:cursor-not-allowed disabled:opacity-40`}
    >
      {icon}
      {text}
      <span className="sr-only">: {what}</span>
    </button>
  )
}
