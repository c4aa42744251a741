import { cardListClass, cardWidthClass } from '../../../components/card-rows'
import { PageSection } from '../../../components/page-section'
import { SiteIconImage } from '../../../components/site-icon'
import { useSiteSettings } from '../../../lib/site-settings'

const counted = ['One thing', 'Two things', 'Three things', 'Four things', 'Five things']

/** "Five things", up to five; a number beyond. */
function thingsToHoldUsTo(count: number): string {
  return counted[count - 1] ?? `${count} things`
}

/** The core values of the site settings (one to eight), in their order. */
export function CoreValuesSection() {
  const { coreValues } = useSiteSettings().about
  const width = cardWidthClass(coreValues.length, 5)
  return (
    <PageSection
      title="Our Core Values"
      lead={`${thingsToHoldUsTo(coreValues.length)} you can hold us to on every job, big or small.`}
    >
      <ul className={`mt-12 ${cardListClass}`}>
        {coreValues.map(({ title, icon, text }) => (
          <li
            key={title}
            className={`${width} rounded-2xl border border-line bg-white p-6 shadow-sm`}
          >
            <span className="grid size-12 place-items-center rounded-xl bg-brand-900 text-accent-400">
              <SiteIconImage name={icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-brand-950">{title}</h3>
            <p className="mt-2 text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
