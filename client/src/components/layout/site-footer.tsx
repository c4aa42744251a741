import { Clock, Mail, MapPin, Phone, PhoneCall, Share2, ShieldCheck, User } from 'lucide'
import type { ReactNode } from 'react'
import { hoursLabel } from '../../lib/business-hours'
import { mailtoHref } from '../../lib/contact-hrefs'
import { useSiteSettings } from '../../lib/site-settings'
import { CallLink } from '../ui/contact-link'
import { Icon } from '../ui/icon'
import { IconLine } from '../ui/icon-line'
import { BrandMark } from './brand-mark'

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>
}

const lineGap = 'gap-3'
const lineIcon = 'size-5 text-accent-400'
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
            <IconLine as="p" icon={ShieldCheck} className={lineGap} iconClassName={lineIcon}>
              <span>{credentials.join(' · ')}</span>
            </IconLine>
          ) : null}
        </section>

        <section className="space-y-4">
          <FooterHeading>Contact</FooterHeading>
          <ul className="space-y-3">
            <IconLine icon={User} className={lineGap} iconClassName={lineIcon}>
              <span>{contact.personName}</span>
            </IconLine>
            <IconLine icon={Phone} className={lineGap} iconClassName={lineIcon}>
              <CallLink phone={contact.phone} className={linkClass} />
            </IconLine>
            {contact.afterHoursPhone ? (
              <IconLine icon={PhoneCall} className={lineGap} iconClassName={lineIcon}>
                <span>
                  After hours: <CallLink phone={contact.afterHoursPhone} className={linkClass} />
                </span>
              </IconLine>
            ) : null}
            <IconLine icon={Mail} className={lineGap} iconClassName={lineIcon}>
              <a href={mailtoHref(contact.email)} className={`break-all ${linkClass}`}>
                {contact.email}
              </a>
            </IconLine>
            {site.businessHours.length > 0 ? (
              <IconLine icon={Clock} className={lineGap} iconClassName={lineIcon}>
                <span>
                  {site.businessHours.map((row) => (
                    <span key={hoursLabel(row)} className="block">
                      {hoursLabel(row)}
                    </span>
                  ))}
                </span>
              </IconLine>
            ) : null}
            <IconLine icon={MapPin} className={lineGap} iconClassName={lineIcon}>
              <span>
                {site.region.label}
                {site.areasServed.length > 0 ? (
                  <span className="mt-1 block text-sm">{site.areasServed.join(', ')}</span>
                ) : null}
              </span>
            </IconLine>
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
