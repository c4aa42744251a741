import type { IconNode } from 'lucide'
import { ActionButton } from '../../../components/portal/action-button'

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
  icon: IconNode
  text: string
  what: string
}) {
  return (
    <ActionButton icon={icon} data-action={action} disabled={disabled} onClick={onClick}>
      {text}
      <span className="sr-only">: {what}</span>
    </ActionButton>
  )
}
