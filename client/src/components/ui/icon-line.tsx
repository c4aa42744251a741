import type { IconNode } from 'lucide'
import type { ReactNode } from 'react'
import { Icon } from './icon'

/**
 * A list item (or a paragraph, `as="p"`) led by its icon, which stays beside the first line when
 * the words wrap. `className` adds the gap and colour, `iconClassName` the icon's size and colour.
 */
export function IconLine({
  icon,
  as: Line = 'li',
  className,
  iconClassName,
  children,
}: {
  icon: IconNode
  as?: 'li' | 'p'
  className: string
  iconClassName: string
  children: ReactNode
}) {
  return (
    <Line className={`flex items-start ${className}`}>
      <Icon drawing={icon} aria-hidden="true" className={`mt-0.5 shrink-0 ${iconClassName}`} />
      {children}
    </Line>
  )
}
