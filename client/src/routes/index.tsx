import { createFileRoute } from '@tanstack/react-router'
import { parseItemSearch } from '../components/media-viewer/item-search'
import { ServicesSection } from '../components/services-section'
import { RecentWork } from '../features/gallery/components/recent-work'
import { CallToActionBand } from '../features/home/components/call-to-action-band'
import { HomeHero } from '../features/home/components/home-hero'
import { WhyChooseBand } from '../features/home/components/why-choose-band'
import { FeaturedPortfolio } from '../features/portfolio/components/featured-portfolio'
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section'
import { pageHead } from '../lib/page-head'
import { siteSettingsOf } from '../lib/site-settings'
import { businessJsonLd, jsonLdScript } from '../lib/structured-data'

export const Route = createFileRoute('/')({
  validateSearch: parseItemSearch,
  head: ({ match }) => {
    const site = siteSettingsOf(match.context.queryClient)
    return {
      ...pageHead(match, {
        description: `${site.name}: ${site.description}`,
      }),
      // Structured data is for search engines, which read the page as the server sends it: the
      // browser's bundle leaves its code out (decision 018).
      scripts: import.meta.env.SSR
        ? [
            {
              type: 'application/ld+json',
              children: jsonLdScript(businessJsonLd(match.context.publicUrl, site)),
            },
          ]
        : [],
    }
  },
  component: HomePage,
})

function HomePage() {
  return (
    <>
      <HomeHero />
      <ServicesSection />
      <WhyChooseBand />
      <RecentWork />
      <FeaturedPortfolio />
      <TestimonialsSection on="home" />
      <CallToActionBand />
    </>
  )
}
