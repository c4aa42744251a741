import { createFileRoute } from '@tanstack/react-router'
import { PageHero } from '../components/page-hero'
import { ServicesSection } from '../components/services-section'
import { pageHead } from '../lib/page-head'
import { siteSettingsOf, useSiteSettings } from '../lib/site-settings'

export const Route = createFileRoute('/services')({
  head: ({ match }) => {
    const site = siteSettingsOf(match.context.queryClient)
    return pageHead(match, {
      title: 'Our Services',
      description: `What ${site.name} does: ${site.services.map((service) => service.name).join(', ')}.`,
    })
  },
  component: ServicesPage,
})

function ServicesPage() {
  const site = useSiteSettings()
  return (
    <>
      <PageHero title="Our Services" lead={site.introductions.services} />
      <ServicesSection title="What We Do" lead={site.slogan} />
    </>
  )
}
