import type { ChangeEvent, ComponentProps, ReactNode } from 'react'
import { controlClass } from './field-styles'
import { FormField, type FormFieldFrameProps } from './form-field'

/**
 * The site's labelled controls (FormField with its control): a one-line input, a list to choose
 * from and a text of several lines. Each holds its value in the caller (`value`, `onValueChange`),
 * or leaves it to the form when both are left out (a form read with FormData).
 */
type FieldProps<Attributes> = FormFieldFrameProps &
  Omit<Attributes, 'id' | 'value' | 'onChange' | 'className' | 'children'> & {
    value?: string
    onValueChange?: (value: string) => void
    /** Classes added to the control's shared look. */
    controlClassName?: string
  }

type InputFieldProps = FieldProps<ComponentProps<'input'>>
type SelectFieldProps = FieldProps<ComponentProps<'select'>> & {
  /** What can be chosen, in order; an empty value stands for "none" or "all". */
  options: readonly { value: string; label: string }[]
}
type TextareaFieldProps = FieldProps<ComponentProps<'textarea'>>

export function InputField(props: InputFieldProps) {
  const { frame, control } = splitFieldProps(props)
  return <FormField {...frame}>{(_id, aria) => <input {...control} {...aria} />}</FormField>
}

export function SelectField({ options, ...props }: SelectFieldProps) {
  const { frame, control } = splitFieldProps(props)
  return (
    <FormField {...frame}>
      {(_id, aria) => (
        <select {...control} {...aria}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

export function TextareaField(props: TextareaFieldProps) {
  const { frame, control } = splitFieldProps(props)
  return <FormField {...frame}>{(_id, aria) => <textarea {...control} {...aria} />}</FormField>
}

/** What goes to the field around the control, and what goes on the control itself. */
function splitFieldProps<Attributes>({
  label,
  required,
  hint,
  error,
  className,
  onValueChange,
  controlClassName,
  ...attributes
}: FieldProps<Attributes>) {
  return {
    frame: { label, required, hint, error, className },
    control: {
      ...attributes,
      required,
      onChange:
        onValueChange &&
        ((event: ChangeEvent<{ value: string }>) => onValueChange(event.currentTarget.value)),
      className: controlClassName ? `${controlClass} ${controlClassName}` : controlClass,
    },
  }
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
  pendingLabel: ReactNode
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
