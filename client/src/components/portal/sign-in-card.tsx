import type { IconNode } from 'lucide'
import { type FormEvent, type ReactNode, useId } from 'react'
import { PageHero } from '../page-hero'
import { Icon } from '../ui/icon'

interface SignInCardProps {
  title: ReactNode
  /** Drawn in a dark tile above the title. */
  icon?: IconNode
  /** Given: the card is the form, and this submits it; else it is a section. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void
  /** A wider card, for steps that show two choices. */
  wide?: boolean
  children: ReactNode
}

/**
 * The white card of the sign-in steps (sign-in, second step, setting up two-step sign-in, a
 * mailed link's page, an invite's welcome), named by its title.
 */
export function SignInCard({ title, icon, onSubmit, wide = false, children }: SignInCardProps) {
  const headingId = useId()
  const className = `mx-auto w-full ${wide ? 'max-w-xl' : 'max-w-md'} rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-8`
  const content = (
    <>
      {icon ? (
        <span className="grid size-12 place-items-center rounded-xl bg-brand-900 text-accent-400">
          <Icon drawing={icon} aria-hidden="true" className="size-6" />
        </span>
      ) : null}
      <h2
        id={headingId}
        className={`${icon ? 'mt-4 ' : ''}text-2xl font-bold tracking-tight text-brand-950`}
      >
        {title}
      </h2>
      {children}
    </>
  )
  return onSubmit ? (
    <form aria-labelledby={headingId} onSubmit={onSubmit} className={className}>
      {content}
    </form>
  ) : (
    <section aria-labelledby={headingId} className={className}>
      {content}
    </section>
  )
}

/**
 * The page the sign-in steps stand on: the portal's hero, then a grey band holding them in its
 * middle.
 */
export function SignInFrame({
  lead = 'Staff sign-in for uploading project photos and videos.',
  children,
}: {
  lead?: string
  children: ReactNode
}) {
  return (
    <>
      <PageHero title="Admin Portal" lead={lead} />
      <div className="flex min-h-[28rem] flex-col justify-center bg-surface-muted px-4 py-12 sm:py-16">
        {children}
      </div>
    </>
  )
}
