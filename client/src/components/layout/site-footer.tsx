import { Mail, MapPin, Phone, Share2, ShieldCheck, User } from 'lucide-react'
import type { ReactNode } from 'react'
import { footerServices } from '../../config/services'
import { mailtoHref, site, telHref } from '../../config/site'
import { ContactLink } from '../ui/contact-link'
import { BrandMark } from './brand-mark'

function FooterHeading({ children }: { children: ReactNode }) {
  return <h2 className="text-sm font-semibold tracking-wider text-white uppercase">{children}</h2>
}

const rowClass = 'flex items-start gap-3'
const iconClass = 'mt-0.5 size-5 shrink-0 text-accent-400'

export function SiteFooter() {
  return (
    <footer className="surface-dark border-t border-white/10 bg-brand-950 text-brand-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-3 lg:px-8">
        <section aria-labelledby="footer-company" className="space-y-4">
          <h2 id="footer-company" className="sr-only">
            About {site.name}
          </h2>
          <BrandMark compact={false} />
          <p className="leading-relaxed">{site.description}</p>
          <p className={rowClass}>
            <ShieldCheck aria-hidden="true" className={iconClass} />
            <span>
              {site.certifications.primary} · Reg. {site.registrationNumber}
            </span>
          </p>
        </section>

        <section className="space-y-4">
          <FooterHeading>Contact</FooterHeading>
          <ul className="space-y-3">
            <li className={rowClass}>
              <User aria-hidden="true" className={iconClass} />
              <span>{site.contact.personName}</span>
            </li>
            <li className={rowClass}>
              <Phone aria-hidden="true" className={iconClass} />
              <ContactLink
                channel="call"
                href={telHref}
                className="hover:text-white hover:underline"
              >
                {site.contact.phone.display}
              </ContactLink>
            </li>
            <li className={rowClass}>
              <Mail aria-hidden="true" className={iconClass} />
              <a href={mailtoHref} className="break-all hover:text-white hover:underline">
                {site.contact.email}
              </a>
            </li>
            <li className={rowClass}>
              <MapPin aria-hidden="true" className={iconClass} />
              <span>{site.region.label}</span>
            </li>
          </ul>
        </section>

        <section className="space-y-4">
          <FooterHeading>Services</FooterHeading>
          <ul className="space-y-2">
            {footerServices.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </section>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-4 px-4 py-6 text-center text-sm sm:flex-row sm:text-left sm:px-6 lg:px-8">
          <p>
            © {site.copyrightYear} {site.name}. All rights reserved.
          </p>
          <a
            href={site.social.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-lg px-3 py-2 hover:bg-white/10 hover:text-white"
          >
            <Share2 aria-hidden="true" className="size-4 text-accent-400" />
            Follow us on {site.social.label}
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </footer>
  )
}
