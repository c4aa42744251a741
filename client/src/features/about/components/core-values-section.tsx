import { useId } from 'react'
import { SectionHeading } from '../../../components/section-heading'
import { coreValues } from '../core-values'

export function CoreValuesSection() {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={headingId}
          title="Our Core Values"
          lead="Five things you can hold us to on every job, big or small."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {coreValues.map(({ title, icon: Icon, text }) => (
            <li
              key={title}
              className="rounded-2xl border border-line bg-white p-6 shadow-sm sm:last:col-span-2 lg:last:col-span-1"
            >
              <span className="grid size-12 place-items-center rounded-xl bg-brand-900 text-accent-400">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-brand-950">{title}</h3>
              <p className="mt-2 text-ink-muted">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
