import { displayPhoneNumber } from '@site/contract/phone-numbers'
import { BadgeCheck, Clock, type IconNode, Phone, ShieldCheck } from 'lucide'
import { CallLink } from '../../../components/ui/contact-link'
import { Icon } from '../../../components/ui/icon'
import { IconLine } from '../../../components/ui/icon-line'
import { useSiteSettings } from '../../../lib/site-settings'

/** The hero's side panel on large screens: the reasons to call, and the number. */
export function HeroFacts() {
  const site = useSiteSettings()
  const certification = site.certifications[0]?.name
  const facts: { icon: IconNode; text: string }[] = [
    ...(certification ? [{ icon: ShieldCheck, text: certification }] : []),
    ...(site.registrationNumber
      ? [{ icon: BadgeCheck, text: `Registered company, ${site.registrationNumber}` }]
      : []),
    { icon: Clock, text: `Free quotes, answered ${site.replyPromise}` },
  ]
  return (
    <div className="rounded-2xl border border-white/10 bg-white/5 p-8 backdrop-blur">
      <ul className="space-y-5">
        {facts.map(({ icon, text }) => (
          <IconLine
            key={text}
            icon={icon}
            className="gap-3 text-brand-100"
            iconClassName="size-6 text-accent-400"
          >
            <span>{text}</span>
          </IconLine>
        ))}
      </ul>
      <CallLink
        phone={site.contact.phone}
        className="mt-8 flex items-center gap-4 rounded-xl bg-brand-900 p-4 hover:bg-brand-800"
      >
        <span className="grid size-12 place-items-center rounded-full bg-accent-400 text-brand-950">
          <Icon drawing={Phone} aria-hidden="true" className="size-5" />
        </span>
        <span>
          <span className="block text-sm text-brand-200">Call {site.contact.personName}</span>
          <span className="block text-xl font-bold text-white">
            {displayPhoneNumber(site.contact.phone)}
          </span>
        </span>
      </CallLink>
    </div>
  )
}
