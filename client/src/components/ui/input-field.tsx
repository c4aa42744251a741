import type { InputHTMLAttributes, ReactNode } from 'react'
import { controlClass } from './field-styles'
import { FormField } from './form-field'

type InputAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange' | 'className' | 'children'
>

interface InputFieldProps extends InputAttributes {
  label: string
  hint?: ReactNode
  /** The field's message under the control; none while it is fine. */
  error?: string
  value: string
  onValueChange: (value: string) => void
  /** Classes of the field around the control. */
  className?: string
  /** Classes added to the control's shared look. */
  inputClassName?: string
}

/** A labelled one-line input (FormField with its control): the portal's account and sign-in forms. */
export function InputField({
  label,
  hint,
  error,
  value,
  onValueChange,
  className,
  inputClassName,
  required,
  ...input
}: InputFieldProps) {
  return (
    <FormField label={label} required={required} hint={hint} error={error} className={className}>
      {(_id, control) => (
        <input
          {...input}
          {...control}
          required={required}
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          className={inputClassName ? `${controlClass} ${inputClassName}` : controlClass}
        />
      )}
    </FormField>
  )
}

/** A form's submit button that is disabled and says so while the form is being sent. */
export function SubmitButton({
  pending,
  pendingLabel,
  disabled = false,
  className,
  children,
}: {
  pending: boolean
  /** What the button says while sending ("Saving..."). */
  pendingLabel: string
  disabled?: boolean
  className: string
  children: ReactNode
}) {
  return (
    <button type="submit" disabled={pending || disabled} className={className}>
      {pending ? pendingLabel : children}
    </button>
  )
}
