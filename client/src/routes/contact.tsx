import { createFileRoute } from '@tanstack/react-router'
import { Phone } from 'lucide-react'
import { PageHero } from '../components/page-hero'
import { buttonClass } from '../components/ui/button-class'
import { ContactLink } from '../components/ui/contact-link'
import { site, telHref } from '../config/site'
import { ContactCards } from '../features/contact/components/contact-cards'
import { QuoteForm } from '../features/contact/components/quote-form'
import { useQuotePrefill } from '../features/portfolio/api/use-quote-prefill'
import { parseQuoteProjectSearch } from '../features/portfolio/quote-link'
import { pageHead } from '../lib/page-head'

export const Route = createFileRoute('/contact')({
  validateSearch: parseQuoteProjectSearch,
  head: ({ match }) =>
    pageHead({
      title: 'Get Free Quote',
      description: `Ask ${site.name} for a free quote. Call ${site.contact.phone.display} or e-mail ${site.contact.email}; we reply within 24 hours.`,
      path: match.pathname,
      publicUrl: match.context.publicUrl,
    }),
  component: ContactPage,
})

function ContactPage() {
  const prefill = useQuotePrefill(Route.useSearch().project)
  return (
    <>
      <PageHero
        title="Get Free Quote"
        lead="Tell us what needs doing, from a new plug point to a solar system or a whole renovation, and we'll send you a clear quote at no cost."
      >
        {/* On phones the number comes before the form: one tap to call. */}
        <ContactLink
          channel="call"
          href={telHref}
          className={`${buttonClass('outlineOnDark')} mt-8 w-full sm:w-auto lg:hidden`}
        >
          <Phone aria-hidden="true" className="size-5 text-accent-400" />
          Call {site.contact.phone.display}
        </ContactLink>
      </PageHero>
      <div className="bg-surface-muted py-12 sm:py-16">
        <div className="mx-auto grid max-w-7xl items-start gap-8 px-4 sm:px-6 lg:grid-cols-[1fr_24rem] lg:px-8">
          <QuoteForm prefill={prefill} />
          <ContactCards />
        </div>
      </div>
    </>
  )
}
