import { useSiteSettings } from '../lib/site-settings'
import { cardListClass, cardWidthClass } from './card-rows'
import { PageSection } from './page-section'
import { ServiceCard } from './service-card'

interface ServicesSectionProps {
  title?: string
  /** The company's description unless given. */
  lead?: string
}

/** The service cards of the site settings; shared by the home page and /services. */
export function ServicesSection({ title = 'Our Services', lead }: ServicesSectionProps) {
  const { services, description } = useSiteSettings()
  const width = cardWidthClass(services.length, 3)
  return (
    <PageSection title={title} lead={lead ?? description} band="muted">
      <ul className={`mt-12 ${cardListClass}`}>
        {services.map((service) => (
          <li key={service.key} className={width}>
            <ServiceCard service={service} />
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
