import { useId } from 'react'
import { services } from '../config/services'
import { SectionHeading } from './section-heading'
import { ServiceCard } from './service-card'

interface ServicesSectionProps {
  title?: string
  lead?: string
}

/** The six service cards; shared by the home page and /services. */
export function ServicesSection({
  title = 'Our Services',
  lead = 'One trusted team for electrical, solar, building, plumbing and maintenance work.',
}: ServicesSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="bg-surface-muted py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} title={title} lead={lead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.title}>
              <ServiceCard service={service} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
