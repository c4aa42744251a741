import { Compass, Target } from 'lucide-react'
import { useId } from 'react'
import { SectionHeading } from '../../../components/section-heading'
import { site } from '../../../config/site'

const statements = [
  {
    title: 'Our Mission',
    icon: Target,
    text: 'To deliver safe, compliant and lasting electrical, solar, building, plumbing and maintenance work at a fair price that is clearly quoted up front, and to treat every home and business we work on as if it were our own.',
  },
  {
    title: 'Our Vision',
    icon: Compass,
    text: 'To be the contractor people in our region recommend first: the one team they call for power, solar, building and repairs, known for certified work, honest quotes and sites left cleaner than we found them.',
  },
]

export function MissionVision() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="bg-surface-muted py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id={headingId} title="What Drives Us" lead={site.slogan} />
        <div className="mt-12 grid gap-6 md:grid-cols-2">
          {statements.map(({ title, icon: Icon, text }) => (
            <article
              key={title}
              className="rounded-2xl border border-line border-t-4 border-t-accent-400 bg-white p-8 shadow-sm"
            >
              <Icon aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-4 text-2xl font-semibold text-brand-950">{title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-ink-muted">{text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  )
}
