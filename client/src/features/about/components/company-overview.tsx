import { BadgeCheck, CalendarCheck, MapPin, ShieldCheck } from 'lucide-react'
import { useId } from 'react'
import { site } from '../../../config/site'

const facts = [
  { icon: CalendarCheck, label: 'Founded', value: String(site.foundedYear) },
  { icon: ShieldCheck, label: 'Certification', value: site.certifications.primary },
  { icon: BadgeCheck, label: 'Registration number', value: site.registrationNumber },
  { icon: MapPin, label: 'Service area', value: site.region.label },
]

/** Who the company is, in its own words, beside the key facts from the site configuration. */
export function CompanyOverview() {
  const headingId = useId()
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
            <p>
              {site.name} started in {site.foundedYear} with a simple idea: a homeowner or a
              business should be able to call one team they trust for the electrical work, the
              building work and everything in between. Today we wire new homes and upgrade old
              distribution boards, install solar systems that keep the lights on through
              load-shedding, build and renovate, fix leaking pipes and keep properties in good
              repair.
            </p>
            <p>
              <strong className="font-semibold text-brand-950">
                {site.certifications.primary}.
              </strong>{' '}
              Every electrical installation we complete is tested and signed off with a certificate
              of compliance, so it is safe for your family or your staff, and ready for your insurer
              or the sale of your property.
            </p>
            <p>
              Every job starts with a clear, written quote, so you know the price before we pick up
              a tool. On site we work safely, keep the area tidy and clean up before we leave.
            </p>
          </div>
        </div>
        <dl className="grid gap-4 self-start rounded-2xl border border-line bg-surface-muted p-6 sm:grid-cols-2 lg:grid-cols-1">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label} className="relative min-h-10 pl-13">
              <dt className="text-sm font-medium text-ink-muted">
                <span className="absolute top-0 left-0 grid size-10 place-items-center rounded-lg bg-brand-900 text-accent-400">
                  <Icon aria-hidden="true" className="size-5" />
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
