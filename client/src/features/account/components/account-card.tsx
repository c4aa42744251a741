import { type ReactNode, useId } from 'react'

/** One card of the Account section: a heading, a line on what it is for, its form or list. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="h-full rounded-2xl border border-line p-5">
      <h3 id={headingId} className="font-semibold text-brand-950">
        {title}
      </h3>
      {intro ? <p className="mt-1 text-sm text-ink-muted">{intro}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** The server's error under a form, read out when it appears. */
export function FormProblem({ message }: { message?: string }) {
  if (!message) return null
  return (
    <p role="alert" className="mt-3 text-sm text-red-800">
      {message}
    </p>
  )
}
