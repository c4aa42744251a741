import { cardListClass, cardWidthClass } from '../../../components/card-rows'
import { PageSection } from '../../../components/page-section'
import { SiteIconImage } from '../../../components/site-icon'
import { useSiteSettings } from '../../../lib/site-settings'

/** The "Why choose" cards: the reasons in the site settings (one to six). */
export function WhyChooseBand() {
  const site = useSiteSettings()
  const width = cardWidthClass(site.reasons.length, 4)
  return (
    <PageSection title={`Why Choose ${site.name}`} band="dark">
      <ul className={`mt-12 ${cardListClass}`}>
        {site.reasons.map(({ icon, title, text }) => (
          <li
            key={title}
            className={`${width} rounded-2xl border border-white/10 bg-brand-900 p-6`}
          >
            <SiteIconImage name={icon} className="size-8 text-accent-400" />
            <h3 className="mt-4 text-lg font-semibold text-white">{title}</h3>
            <p className="mt-2 text-brand-200">{text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
