import { displayPhoneNumber } from '@site/contract/phone-numbers'
import type { IconNode } from 'lucide'
import { BadgeCheck, Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide'
import { type ReactNode, useId } from 'react'
import { CallLink, ContactLink } from '../../../components/ui/contact-link'
import { Icon } from '../../../components/ui/icon'
import { hoursLabel } from '../../../lib/business-hours'
import { mailtoHref } from '../../../lib/contact-hrefs'
import { useSiteSettings } from '../../../lib/site-settings'
import { whatsAppLink } from '../../../lib/whatsapp'

function ContactCard({
  icon,
  title,
  children,
}: {
  icon: IconNode
  title: string
  children: ReactNode
}) {
  return (
    <li className="flex gap-4 rounded-2xl border border-line bg-white p-5 shadow-sm">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-900 text-accent-400">
        <Icon drawing={icon} aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <h3 className="font-semibold text-brand-950">{title}</h3>
        <div className="mt-1 text-ink-muted">{children}</div>
      </div>
    </li>
  )
}

const linkClass = 'font-semibold text-brand-800 underline-offset-4 hover:underline'
const numberClass = `${linkClass} text-lg whitespace-nowrap`

/** The contact page's side column: how else to reach the company, and the reply promise. */
export function ContactCards() {
  const headingId = useId()
  const site = useSiteSettings()
  const { contact } = site
  return (
    <aside aria-labelledby={headingId} className="space-y-4">
      <div className="surface-dark flex items-start gap-3 rounded-2xl bg-brand-950 p-5 text-white">
        <Icon
          drawing={Clock}
          aria-hidden="true"
          className="mt-0.5 size-6 shrink-0 text-accent-400"
        />
        <p className="text-lg font-semibold">We'll get back to you {site.replyPromise}.</p>
      </div>
      <h2 id={headingId} className="pt-2 text-xl font-bold text-brand-950">
        Other ways to reach us
      </h2>
      <ul className="space-y-4">
        <ContactCard icon={Phone} title="Phone">
          <p>Call {contact.personName}</p>
          <CallLink phone={contact.phone} className={numberClass} />
          {contact.afterHoursPhone ? (
            <>
              <p className="mt-2">After hours</p>
              <CallLink phone={contact.afterHoursPhone} className={numberClass} />
            </>
          ) : null}
        </ContactCard>
        <ContactCard icon={MessageCircle} title="WhatsApp">
          <p>Send photos of the job and ask away</p>
          <ContactLink
            channel="whatsapp"
            href={whatsAppLink(contact.whatsapp)}
            className={numberClass}
          >
            {displayPhoneNumber(contact.whatsapp)}
          </ContactLink>
        </ContactCard>
        <ContactCard icon={Mail} title="Email">
          <a href={mailtoHref(contact.email)} className={`${linkClass} break-all`}>
            {contact.email}
          </a>
        </ContactCard>
        {site.businessHours.length > 0 ? (
          <ContactCard icon={Clock} title="Business hours">
            <ul>
              {site.businessHours.map((row) => (
                <li key={hoursLabel(row)}>{hoursLabel(row)}</li>
              ))}
            </ul>
          </ContactCard>
        ) : null}
        <ContactCard icon={MapPin} title="Service area">
          <p>{site.region.label}</p>
          <p>{site.region.detail}</p>
          {site.areasServed.length > 0 ? (
            <p className="mt-2">Areas we serve: {site.areasServed.join(', ')}</p>
          ) : null}
        </ContactCard>
        {site.registrationNumber || site.certifications.length > 0 ? (
          <ContactCard icon={BadgeCheck} title="Registration & certification">
            {site.registrationNumber ? <p>Reg. {site.registrationNumber}</p> : null}
            {site.certifications.length > 0 ? (
              <ul>
                {site.certifications.map(({ name }) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            ) : null}
          </ContactCard>
        ) : null}
      </ul>
    </aside>
  )
}
