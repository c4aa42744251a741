import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { site } from '../config/site'
import { pageHead } from '../lib/page-head'

export const Route = createFileRoute('/about')({
  head: ({ match }) =>
    pageHead({
      title: `About ${site.name}`,
      description: `${site.name} has served homes and businesses since ${site.foundedYear}: ${site.certifications.primary}, registered (${site.registrationNumber}), one team for every trade.`,
      path: match.pathname,
      publicUrl: match.context.publicUrl,
    }),
  component: AboutPage,
})

function AboutPage() {
  return (
    <PageHero
      title={`About ${site.name}`}
      lead={`Founded in ${site.foundedYear}, ${site.certifications.primary.toLowerCase()} and registered under ${site.registrationNumber}. Our full company profile is on its way.`}
    />
  )
}
