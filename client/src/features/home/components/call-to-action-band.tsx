import { Link } from '@tanstack/react-router'
import { Phone } from 'lucide-react'
import { useId } from 'react'
import { buttonClass } from '../../../components/ui/button-class'
import { ContactLink } from '../../../components/ui/contact-link'
import { site, telHref } from '../../../config/site'

export function CallToActionBand() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="bg-surface-muted py-16 sm:py-20">
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6 lg:px-8">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">
          Ready to start your project?
        </h2>
        <p className="mt-4 text-lg text-ink-muted">
          Tell us what you need and we'll get back to you within 24 hours with a free quote.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/contact" className={buttonClass('accent')}>
            Get Free Quote
          </Link>
          <ContactLink channel="call" href={telHref} className={buttonClass('primary')}>
            <Phone aria-hidden="true" className="size-5" />
            Call {site.contact.phone.display}
          </ContactLink>
        </div>
      </div>
    </section>
  )
}
