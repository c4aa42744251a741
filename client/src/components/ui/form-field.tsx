import { type ReactNode, useId } from 'react'
import { FieldError } from './field-error'
import { labelClass } from './field-styles'

/** What a control spreads on itself: its id, and the hint and message it is described by. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
}

/** The field around a control: its label, hint and message. */
export interface FormFieldFrameProps {
  label: string
  required?: boolean
  /** A line under the control saying what to type. */
  hint?: ReactNode
  /** The field's message (shown under the control, capitalised); none while it is fine. */
  error?: string
  /** Classes of the field around the control. */
  className?: string
}

interface FormFieldProps extends FormFieldFrameProps {
  /**
   * Renders the control, given the id its label points at and the props that tie it to its hint
   * and message (`{...control}`).
   */
  children: (id: string, control: FieldControlProps) => ReactNode
}

/**
 * The one form field of the site: a visible label above its control (required ones carry a marker
 * sighted users can see), then its hint and its message, which the control is described by.
 */
export function FormField({
  label,
  required = false,
  hint,
  error,
  children,
  className,
}: FormFieldProps) {
  const id = useId()
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ')
  const control: FieldControlProps = {
    id,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
  }
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : null}
      </label>
      <div className="mt-1.5">{children(id, control)}</div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm break-words text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}
