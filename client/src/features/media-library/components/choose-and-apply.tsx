import type { ReactNode } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { SelectField } from '../../../components/ui/input-field'

interface ChooseAndApplyProps {
  label: string
  value: string
  onValueChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  /** While the bar is busy, or until something is chosen. */
  disabled: boolean
  onApply: () => void
  /** The button's word ("Apply", "Add"). */
  children: ReactNode
}

/** A bulk-bar panel's one list and the button that applies its choice to the selected items. */
export function ChooseAndApply(props: ChooseAndApplyProps) {
  return (
    <div className="flex items-end gap-2">
      <SelectField
        label={props.label}
        className="min-w-0 flex-1"
        value={props.value}
        onValueChange={props.onValueChange}
        controlClassName="min-h-11"
        options={props.options}
      />
      <button
        type="button"
        disabled={props.disabled}
        onClick={props.onApply}
        className={`${buttonClass('primary', 'touch')} disabled:cursor-not-allowed disabled:cursor-wait disabled:opacity-60`}
      >
        {props.children}
      </button>
    </div>
  )
}
