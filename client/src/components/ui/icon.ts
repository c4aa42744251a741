import type { IconNode } from 'lucide'
import { createElement, type SVGProps } from 'react'

export type IconProps = SVGProps<SVGSVGElement>

const outline = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

/**
 * One of lucide's outline drawings (`import { Phone } from 'lucide'`) as an inline SVG:
 * `<Icon drawing={Phone} className="size-5" />`. Decorative unless it is given a label, a role or
 * a title. Each drawing is its own module, so a page's chunk carries only the ones it draws;
 * lucide-react's runtime (context, alias class names, stroke scaling) cost 1.5 KB of script on
 * every page for props we never pass (decision 018).
 */
export function Icon({ drawing, ...props }: { drawing: IconNode } & IconProps) {
  const labelled = Object.keys(props).some(
    (name) => name.startsWith('aria-') || name === 'role' || name === 'title',
  )
  return createElement(
    'svg',
    { ...outline, 'aria-hidden': labelled ? undefined : true, ...props },
    ...drawing.map(([tag, attributes]) => createElement(tag, attributes)),
  )
}
