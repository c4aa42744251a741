import { useId } from 'react'
import { useSiteSettings } from '../lib/site-settings'
import { cardListClass, cardWidthClass } from './card-rows'
import { SectionHeading } from './section-heading'
import { ServiceCard } from './service-card'

interface ServicesSectionProps {
  title?: string
  /** The company's description unless given. */
  lead?: string
}

/** The service cards of the site settings; shared by the home page and /services. */
export function ServicesSection({ title = 'Our Services', lead }: ServicesSectionProps) {
  const headingId = useId()
  const { services, description } = useSiteSettings()
  const width = cardWidthClass(services.length, 3)
  return (
    <section aria-labelledby={headingId} className="bg-surface-muted py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} title={title} lead={lead ?? description} />
        <ul className={`mt-12 ${cardListClass}`}>
          {services.map((service) => (
            <li key={service.key} className={width}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
