import { type ReactNode, useId } from 'react'
import { labelClass } from './field-styles'

interface FormFieldProps {
  label: string
  required?: boolean
  /** Renders the control, given the id its label points at. */
  children: (id: string) => ReactNode
  className?: string
}

/** A visible label above its control; required fields carry a marker sighted users can see. */
export function FormField({ label, required = false, children, className }: FormFieldProps) {
  const id = useId()
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
      <div className="mt-1.5">{children(id)}</div>
    </div>
  )
}
