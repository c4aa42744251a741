import { createFileRoute } from '@tanstack/react-router'
import { parseItemSearch } from '../components/media-viewer/item-search'
import { ServicesSection } from '../components/services-section'
import { site } from '../config/site'
import { CallToActionBand } from '../features/home/components/call-to-action-band'
import { HomeHero } from '../features/home/components/home-hero'
import { WhyChooseBand } from '../features/home/components/why-choose-band'
import { FeaturedPortfolio } from '../features/portfolio/components/featured-portfolio'
import { RecentProjects } from '../features/projects/components/recent-projects'
import { pageHead } from '../lib/page-head'
import { businessJsonLd, jsonLdScript } from '../lib/structured-data'

export const Route = createFileRoute('/')({
  validateSearch: parseItemSearch,
  head: ({ match }) => ({
    ...pageHead({
      description: `${site.name}: electrical installations, solar, building, plumbing and general maintenance. ${site.certifications.primary}, founded ${site.foundedYear}. ${site.slogan}.`,
      path: match.pathname,
      publicUrl: match.context.publicUrl,
    }),
    scripts: [
      {
        type: 'application/ld+json',
        children: jsonLdScript(businessJsonLd(match.context.publicUrl)),
      },
    ],
  }),
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <WhyChooseBand />
      <RecentProjects />
      <FeaturedPortfolio />
      <CallToActionBand />
    </>
  )
}
