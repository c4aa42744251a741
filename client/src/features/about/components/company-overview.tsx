import { BadgeCheck, CalendarCheck, type IconNode, MapPin, ShieldCheck } from 'lucide'
import { useId } from 'react'
import { Icon } from '../../../components/ui/icon'
import { useSiteSettings } from '../../../lib/site-settings'

/** Who the company is, in its own words, beside the key facts: all from the site settings. */
export function CompanyOverview() {
  const headingId = useId()
  const site = useSiteSettings()
  const certification = site.certifications[0]?.name
  const facts: { icon: IconNode; label: string; value: string }[] = [
    { icon: CalendarCheck, label: 'Founded', value: String(site.foundedYear) },
    ...(certification ? [{ icon: ShieldCheck, label: 'Certification', value: certification }] : []),
    ...(site.registrationNumber
      ? [{ icon: BadgeCheck, label: 'Registration number', value: site.registrationNumber }]
      : []),
    { icon: MapPin, label: 'Service area', value: site.region.label },
  ]
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_22rem] lg:px-8">
        <div className="max-w-3xl">
          <h2
            id={headingId}
            className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl"
          >
            Who We Are
          </h2>
          <span aria-hidden="true" className="mt-4 block h-1 w-14 rounded-full bg-accent-400" />
          <div className="mt-6 space-y-5 text-lg leading-relaxed text-ink-muted">
            {site.about.overview.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <dl className="grid gap-4 self-start rounded-2xl border border-line bg-surface-muted p-6 sm:grid-cols-2 lg:grid-cols-1">
          {facts.map(({ icon, label, value }) => (
            <div key={label} className="relative min-h-10 pl-13">
              <dt className="text-sm font-medium text-ink-muted">
                <span className="absolute top-0 left-0 grid size-10 place-items-center rounded-lg bg-brand-900 text-accent-400">
                  <Icon drawing={icon} aria-hidden="true" className="size-5" />
                </span>
                {label}
              </dt>
              <dd className="font-semibold text-brand-950">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
