import { displayPhoneNumber } from '@site/contract/phone-numbers'
import { createFileRoute } from '@tanstack/react-router'
import { Phone } from 'lucide'
import { PageHero } from '../components/page-hero'
import { buttonClass } from '../components/ui/button-class'
import { CallLink } from '../components/ui/contact-link'
import { Icon } from '../components/ui/icon'
import { ContactCards } from '../features/contact/components/contact-cards'
import { QuoteForm } from '../features/contact/components/quote-form'
import { useQuotePrefill } from '../features/portfolio/api/use-quote-prefill'
import { parseQuoteProjectSearch } from '../features/portfolio/quote-link'
import { pageHead } from '../lib/page-head'
import { siteSettingsOf, useSiteSettings } from '../lib/site-settings'

export const Route = createFileRoute('/contact')({
  validateSearch: parseQuoteProjectSearch,
  head: ({ match }) => {
    const site = siteSettingsOf(match.context.queryClient)
    return pageHead(match, {
      title: 'Get Free Quote',
      description: `Ask ${site.name} for a free quote. Call ${displayPhoneNumber(site.contact.phone)} or e-mail ${site.contact.email}; we reply ${site.replyPromise}.`,
    })
  },
  component: ContactPage,
})

function ContactPage() {
  const prefill = useQuotePrefill(Route.useSearch().project)
  const site = useSiteSettings()
  const { phone } = site.contact
  return (
    <>
      <PageHero title="Get Free Quote" lead={site.introductions.contact}>
        {/* On phones the number comes before the form: one tap to call. */}
        <CallLink
          phone={phone}
          className={`${buttonClass('outlineOnDark')} mt-8 w-full sm:w-auto lg:hidden`}
        >
          <Icon drawing={Phone} aria-hidden="true" className="size-5 text-accent-400" />
          Call {displayPhoneNumber(phone)}
        </CallLink>
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
