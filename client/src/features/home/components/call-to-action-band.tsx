import { displayPhoneNumber } from '@site/contract/phone-numbers'
import { Link } from '@tanstack/react-router'
import { Phone } from 'lucide'
import { useId } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { CallLink } from '../../../components/ui/contact-link'
import { Icon } from '../../../components/ui/icon'
import { useSiteSettings } from '../../../lib/site-settings'

export function CallToActionBand() {
  const headingId = useId()
  const site = useSiteSettings()
  return (
    <section aria-labelledby={headingId} className="bg-surface-muted py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
          Ready to start your project?
        </h2>
        <p className="mt-4 text-lg text-ink-muted">
          Tell us what you need and we'll get back to you {site.replyPromise} with a free quote.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/contact" className={buttonClass('accent')}>
            Get Free Quote
          </Link>
          <CallLink phone={site.contact.phone} className={buttonClass('primary')}>
            <Icon drawing={Phone} aria-hidden="true" className="size-5" />
            Call {displayPhoneNumber(site.contact.phone)}
          </CallLink>
        </div>
      </div>
    </section>
  )
}
