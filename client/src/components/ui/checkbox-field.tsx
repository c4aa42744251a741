import type { ComponentProps, ReactNode } from 'react'

type CheckboxFieldProps = Omit<
  ComponentProps<'input'>,
  'type' | 'onChange' | 'className' | 'children'
> & {
  /** Called with the box's new state (leave it out for a form read with FormData). */
  onCheckedChange?: (checked: boolean) => void
  /** The label's classes: how the box and its words sit together. */
  className: string
  /** Classes added to the box's shared look (`shrink-0`, a margin to meet the first line). */
  controlClassName?: string
  /** The words (or more) after the box; none where `aria-label` names it. */
  children?: ReactNode
}

/** The site's one tick box, 20 px in the brand colour, inside the label that holds its words. */
export function CheckboxField({
  onCheckedChange,
  className,
  controlClassName,
  children,
  ...attributes
}: CheckboxFieldProps) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        {...attributes}
        onChange={onCheckedChange && ((event) => onCheckedChange(event.currentTarget.checked))}
        className={`size-5 accent-brand-900 ${controlClassName ?? ''}`.trim()}
      />
      {children}
    </label>
  )
}
