import type { ReactNode } from 'react'

interface SectionHeadingProps {
  id?: string
  title: string
  lead?: ReactNode
  /** Light text for dark bands. */
  inverse?: boolean
}

export function SectionHeading({ id, title, lead, inverse = false }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2
        id={id}
        className={`text-3xl font-bold tracking-tight text-balance sm:text-4xl ${inverse ? 'text-white' : 'text-brand-950'}`}
      >
        {title}
      </h2>
      <span aria-hidden="true" className="mx-auto mt-4 block h-1 w-14 rounded-full bg-accent-400" />
      {lead ? (
        <p className={`mt-4 text-lg ${inverse ? 'text-brand-200' : 'text-ink-muted'}`}>{lead}</p>
      ) : null}
    </div>
  )
}
