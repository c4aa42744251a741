import { Link, type LinkProps } from '@tanstack/react-router'
import { ArrowRight } from 'lucide'
import { type ReactNode, useId } from 'react'
import { SectionHeading } from './section-heading'
import { buttonClass } from './ui/button-class'
import { Icon } from './ui/icon'

const bands = {
  plain: 'py-16 sm:py-24',
  muted: 'bg-surface-muted py-16 sm:py-24',
  dark: 'surface-dark bg-brand-950 py-16 sm:py-24',
} as const

interface PageSectionProps {
  title: string
  lead?: ReactNode
  /** The band's background: the page's, grey, or dark (with light text). */
  band?: keyof typeof bands
  /** A link under the band to the page with the rest ("See all projects"). */
  more?: { to: LinkProps['to']; text: string }
  children: ReactNode
}

/**
 * A band of a public page: its centred heading over what it shows, named by that heading, and
 * a link to the rest where there is more.
 */
export function PageSection({ title, lead, band = 'plain', more, children }: PageSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={bands[band]}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} title={title} lead={lead} inverse={band === 'dark'} />
        {children}
        {more ? (
          <div className="mt-12 text-center">
            <Link to={more.to} className={buttonClass('outline')}>
              {more.text}
              <Icon drawing={ArrowRight} aria-hidden="true" className="size-5" />
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  )
}
