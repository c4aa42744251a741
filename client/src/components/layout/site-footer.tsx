import { Clock, Mail, MapPin, Phone, PhoneCall, Share2, ShieldCheck, User } from 'lucide'
import type { ReactNode } from 'react'
import { hoursLabel } from '../../lib/business-hours'
import { mailtoHref } from '../../lib/contact-hrefs'
import { useSiteSettings } from '../../lib/site-settings'
import { CallLink } from '../ui/contact-link'
import { Icon } from '../ui/icon'
import { BrandMark } from './brand-mark'

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>
}

const rowClass = 'flex items-start gap-3'
const iconClass = 'mt-0.5 size-5 shrink-0 text-accent-400'
const linkClass = 'hover:text-white hover:underline'

export function SiteFooter() {
  const site = useSiteSettings()
  const { contact } = site
  const certification = site.certifications[0]?.name
  const credentials = [
    certification,
    site.registrationNumber && `Reg. ${site.registrationNumber}`,
  ].filter(Boolean)
  // Once each: the list is typed by staff.
  const serviceList = new Set(
    site.footer.serviceList.length > 0
      ? site.footer.serviceList
      : site.services.map((service) => service.name),
  )
  return (
    <footer className="surface-dark border-t border-white/10 bg-brand-950 text-brand-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        <section aria-labelledby="footer-company" className="space-y-4">
          <h2 id="footer-company" className="sr-only">
            About {site.name}
          </h2>
          <BrandMark compact={false} />
          <p className="leading-relaxed">{site.description}</p>
          {credentials.length > 0 ? (
            <p className={rowClass}>
              <Icon drawing={ShieldCheck} aria-hidden="true" className={iconClass} />
              <span>{credentials.join(' · ')}</span>
            </p>
          ) : null}
        </section>

        <section className="space-y-4">
          <FooterHeading>Contact</FooterHeading>
          <ul className="space-y-3">
            <li className={rowClass}>
              <Icon drawing={User} aria-hidden="true" className={iconClass} />
              <span>{contact.personName}</span>
            </li>
            <li className={rowClass}>
              <Icon drawing={Phone} aria-hidden="true" className={iconClass} />
              <CallLink phone={contact.phone} className={linkClass} />
            </li>
            {contact.afterHoursPhone ? (
              <li className={rowClass}>
                <Icon drawing={PhoneCall} aria-hidden="true" className={iconClass} />
                <span>
                  After hours: <CallLink phone={contact.afterHoursPhone} className={linkClass} />
                </span>
              </li>
            ) : null}
            <li className={rowClass}>
              <Icon drawing={Mail} aria-hidden="true" className={iconClass} />
              <a href={mailtoHref(contact.email)} className={`break-all ${linkClass}`}>
                {contact.email}
              </a>
            </li>
            {site.businessHours.length > 0 ? (
              <li className={rowClass}>
                <Icon drawing={Clock} aria-hidden="true" className={iconClass} />
                <span>
                  {site.businessHours.map((row) => (
                    <span key={hoursLabel(row)} className="block">
                      {hoursLabel(row)}
                    </span>
                  ))}
                </span>
              </li>
            ) : null}
            <li className={rowClass}>
              <Icon drawing={MapPin} aria-hidden="true" className={iconClass} />
              <span>
                {site.region.label}
                {site.areasServed.length > 0 ? (
                  <span className="mt-1 block text-sm">{site.areasServed.join(', ')}</span>
                ) : null}
              </span>
            </li>
          </ul>
        </section>

        <section className="space-y-4">
          <FooterHeading>Services</FooterHeading>
          <ul className="space-y-2">
            {[...serviceList].map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-center text-sm sm:flex-row sm:text-left sm:px-6 lg:px-8">
          <p>{site.footer.copyright}</p>
          {site.social.length > 0 ? (
            <ul className="flex flex-wrap justify-center gap-2">
              {site.social.map((link) => (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-2 rounded-lg px-3 py-2 hover:bg-white/10 hover:text-white"
                  >
                    <Icon drawing={Share2} aria-hidden="true" className="size-4 text-accent-400" />
                    Follow us on {link.label}
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </footer>
  )
}
