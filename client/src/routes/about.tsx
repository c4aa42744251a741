import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { CertificationCards } from '../features/about/components/certification-cards'
import { CompanyOverview } from '../features/about/components/company-overview'
import { CoreValuesSection } from '../features/about/components/core-values-section'
import { MissionVision } from '../features/about/components/mission-vision'
import { CallToActionBand } from '../features/home/components/call-to-action-band'
import { TestimonialsSection } from '../features/testimonials/components/testimonials-section'
import { pageHead } from '../lib/page-head'
import { siteSettingsOf, useSiteSettings } from '../lib/site-settings'

export const Route = createFileRoute('/about')({
  head: ({ match }) => {
    const site = siteSettingsOf(match.context.queryClient)
    const credentials = [
      site.certifications[0]?.name,
      site.registrationNumber && `registered (${site.registrationNumber})`,
    ].filter(Boolean)
    return pageHead(match, {
      title: 'About Us',
      description: `${site.name} has served homes and businesses since ${site.foundedYear}${credentials.length > 0 ? `: ${credentials.join(', ')}` : ''}. Who we are, our mission and our values.`,
    })
  },
  component: AboutPage,
})

function AboutPage() {
  const site = useSiteSettings()
  return (
    <>
      <PageHero title={`About ${site.name}`} lead={site.description} />
      <CompanyOverview />
      <MissionVision />
      <CoreValuesSection />
      <CertificationCards />
      <TestimonialsSection on="about" />
      {/* Both bands are light grey; the line keeps them apart. */}
      <div className="border-t border-line">
        <CallToActionBand />
      </div>
    </>
  )
}
