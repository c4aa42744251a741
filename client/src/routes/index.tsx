import { createFileRoute } from '@tanstack/react-router'
import { ServicesSection } from '../components/services-section'
import { site } from '../config/site'
import { CallToActionBand } from '../features/home/components/call-to-action-band'
import { HomeHero } from '../features/home/components/home-hero'
import { WhyChooseBand } from '../features/home/components/why-choose-band'
import { RecentProjects } from '../features/projects/components/recent-projects'
import { pageMeta } from '../lib/page-head'

export const Route = createFileRoute('/')({
  head: () => ({
    meta: pageMeta({
      description: `${site.name}: electrical installations, solar, building, plumbing and general maintenance. ${site.certifications.primary}, founded ${site.foundedYear}. ${site.slogan}.`,
    }),
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
      <CallToActionBand />
    </>
  )
}
