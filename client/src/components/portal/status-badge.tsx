import type { IconNode } from 'lucide'
import { Icon } from '../ui/icon'

const tones = {
  amber: 'bg-amber-50 text-amber-900 ring-amber-300',
  green: 'bg-green-50 text-green-900 ring-green-300',
  red: 'bg-red-50 text-red-900 ring-red-300',
  slate: 'bg-slate-50 text-slate-900 ring-slate-300',
} as const

export interface StatusBadgeProps {
  text: string
  tone: keyof typeof tones
  icon?: IconNode
  /** The icon turns while the state lasts (unless motion is reduced). */
  spin?: boolean
}

/** A state in a small pill: its words, an icon before them, coloured by its tone. */
export function StatusBadge({ text, tone, icon, spin = false }: StatusBadgeProps) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${tones[tone]}`}
    >
      {icon ? (
        <Icon
          drawing={icon}
          aria-hidden="true"
          className={`size-3.5 ${spin ? 'motion-safe:animate-spin' : ''}`}
        />
      ) : null}
      {text}
    </span>
  )
}
