import { type ReactNode, useId } from 'react'
import { StatusBadge } from '../../../components/portal/status-badge'
import type { Tone } from '../status-words'

interface StatusCardProps {
  title: string
  /** The state in a word or two, coloured. */
  state: [string, Tone]
  children: ReactNode
}

/** One part of the System page: its name, its state, then what was seen. */
export function StatusCard({ title, state, children }: StatusCardProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-brand-950">
          {title}
        </h3>
        <StatusBadge text={state[0]} tone={state[1]} />
      </div>
      <dl className="mt-3 space-y-3">{children}</dl>
    </section>
  )
}

/** One line of a card: what, then what was seen. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-brand-950">{children}</dd>
    </div>
  )
}

/** What a figure shows when the database did not give it in time. */
export const notReadInTime = 'Could not be read in time (the database is slow or down).'
