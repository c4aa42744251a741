import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { mailtoHref, site, telHref } from '../config/site'
import { pageHead } from '../lib/page-head'

export const Route = createFileRoute('/contact')({
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
  return (
    <PageHero
      title="Get Free Quote"
      lead={
        <>
          Our online quote form is coming soon. Until then, call {site.contact.personName} on{' '}
          <a href={telHref} className="font-semibold whitespace-nowrap text-accent-300 underline">
            {site.contact.phone.display}
          </a>{' '}
          or e-mail{' '}
          <a href={mailtoHref} className="font-semibold text-accent-300 underline">
            {site.contact.email}
          </a>
          . We reply within 24 hours.
        </>
      }
    />
  )
}
