import { BadgeCheck, CalendarCheck, Layers, ShieldCheck } from 'lucide-react'
import { useId } from 'react'
import { SectionHeading } from '../../../components/section-heading'
import { site } from '../../../config/site'

const reasons = [
  {
    icon: CalendarCheck,
    title: `Founded in ${site.foundedYear}`,
    text: 'Years of hands-on work for homes and businesses across the region.',
  },
  {
    icon: ShieldCheck,
    title: site.certifications.primary,
    text: 'Electrical work done to code, with a certificate of compliance to prove it.',
  },
  {
    icon: Layers,
    title: 'Multi-Service Provider',
    text: 'Electrical, solar, building, plumbing and maintenance from one team.',
  },
  {
    icon: BadgeCheck,
    title: 'Registered Company',
    text: `Registration number ${site.registrationNumber}.`,
  },
]

export function WhyChooseBand() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="surface-dark bg-brand-950 py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} title={`Why Choose ${site.name}`} inverse />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {reasons.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-2xl border border-white/10 bg-brand-900 p-6">
              <Icon aria-hidden="true" className="size-8 text-accent-400" />
              <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
              <p className="mt-2 text-brand-200">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
