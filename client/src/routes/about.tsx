import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { site } from '../config/site'
import { CertificationCards } from '../features/about/components/certification-cards'
import { CompanyOverview } from '../features/about/components/company-overview'
import { CoreValuesSection } from '../features/about/components/core-values-section'
import { MissionVision } from '../features/about/components/mission-vision'
import { CallToActionBand } from '../features/home/components/call-to-action-band'
import { pageHead } from '../lib/page-head'

export const Route = createFileRoute('/about')({
  head: ({ match }) =>
    pageHead({
      title: 'About Us',
      description: `${site.name} has served homes and businesses since ${site.foundedYear}: ${site.certifications.primary}, registered (${site.registrationNumber}), one team for every trade.`,
      path: match.pathname,
      publicUrl: match.context.publicUrl,
    }),
  component: AboutPage,
})

function AboutPage() {
  return (
    <>
      <PageHero
        title={`About ${site.name}`}
        lead={`Electrical, solar, building, plumbing and maintenance work since ${site.foundedYear}, done safely, certified and finished properly.`}
      />
      <CompanyOverview />
      <MissionVision />
      <CoreValuesSection />
      <CertificationCards />
      {/* Both bands are light grey; the line keeps them apart. */}
      <div className="border-t border-line">
        <CallToActionBand />
      </div>
    </>
  )
}
