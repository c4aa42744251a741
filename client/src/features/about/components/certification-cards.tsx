import type { IconNode } from 'lucide'
import { Award, BadgeCheck, ShieldCheck } from 'lucide'
import { cardListClass, cardWidthClass } from '../../../components/card-rows'
import { PageSection } from '../../../components/page-section'
import { Icon } from '../../../components/ui/icon'
import { useSiteSettings } from '../../../lib/site-settings'

interface Card {
  title: string
  icon: IconNode
  detail?: string
  text: string
}

/**
 * The certification cards: each certification of the site settings (the headline one first),
 * then the registration. Nothing when there are neither.
 */
export function CertificationCards() {
  const site = useSiteSettings()
  const cards: Card[] = [
    ...site.certifications.map((certification, index) => ({
      title: certification.name,
      icon: index === 0 ? ShieldCheck : Award,
      text: certification.description,
    })),
    ...(site.registrationNumber
      ? [
          {
            title: 'Registered Company',
            icon: BadgeCheck,
            detail: site.registrationNumber,
            text: `${site.legalName} is a registered company, so you always know who you are dealing with and who stands behind the work.`,
          },
        ]
      : []),
  ]
  if (cards.length === 0) return null
  const width = cardWidthClass(cards.length, 3)
  return (
    <PageSection
      title="Certified and Registered"
      lead="The paperwork that proves the work is done properly."
      band="muted"
    >
      <ul className={`mt-12 ${cardListClass}`}>
        {cards.map(({ title, icon, detail, text }) => (
          <li
            key={title}
            className={`${width} flex flex-col rounded-2xl border border-line bg-white p-6 text-center shadow-sm`}
          >
            <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-400 text-brand-950">
              <Icon drawing={icon} aria-hidden="true" className="size-7" />
            </span>
            <h3 className="mt-5 text-xl font-semibold text-brand-950">{title}</h3>
            {detail ? (
              <p className="mt-2 font-mono text-lg font-semibold text-brand-800">{detail}</p>
            ) : null}
            <p className="mt-3 text-ink-muted">{text}</p>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
