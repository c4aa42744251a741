import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { ServicesSection } from '../components/services-section'
import { site } from '../config/site'
import { pageHead } from '../lib/page-head'

export const Route = createFileRoute('/services')({
  head: ({ match }) =>
    pageHead({
      title: 'Our Services',
      description: `Electrical installations and maintenance, solar panels, building and construction, roofing, boreholes, paving, plumbing and general repairs by ${site.name}.`,
      path: match.pathname,
      publicUrl: match.context.publicUrl,
    }),
  component: ServicesPage,
})

function ServicesPage() {
  return (
    <>
      <PageHero
        title="Our Services"
        lead="From a new distribution board to a whole new building: qualified, certified work, finished properly."
      />
      <ServicesSection title="What We Do" lead={site.slogan} />
    </>
  )
}
