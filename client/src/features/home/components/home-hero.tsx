import { displayPhoneNumber } from '@site/contract/phone-numbers'
import { Link } from '@tanstack/react-router'
import { ArrowRight, Phone } from 'lucide'
import { buttonClass } from '../../../components/ui/button-class'
import { CallLink } from '../../../components/ui/contact-link'
import { Icon } from '../../../components/ui/icon'
import { useSiteSettings } from '../../../lib/site-settings'
import { HeroFacts } from './hero-facts'

export function HomeHero() {
  const site = useSiteSettings()
  const certification = site.certifications[0]?.name
  return (
    <section className="surface-dark hero-glow bg-brand-950 pt-16 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1fr_24rem] lg:px-8 lg:py-28">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-brand-100">
            <span aria-hidden="true" className="size-2 rounded-full bg-accent-400" />
            {certification ? `${certification} · ` : null}Since {site.foundedYear}
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {site.hero.headline}
          </h1>
          <p className="mt-6 text-xl font-medium text-accent-300 sm:text-2xl">
            {site.hero.subheadline}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to="/contact" className={buttonClass('accent')}>
              Get Free Quote
              <Icon drawing={ArrowRight} aria-hidden="true" className="size-5" />
            </Link>
            <Link to="/gallery" className={buttonClass('outlineOnDark')}>
              View Our Work
            </Link>
          </div>
          <CallLink
            phone={site.contact.phone}
            className="mt-8 inline-flex items-center gap-2 text-brand-100 hover:text-white lg:hidden"
          >
            <Icon drawing={Phone} aria-hidden="true" className="size-4 text-accent-400" />
            Or call {site.contact.personName} on {displayPhoneNumber(site.contact.phone)}
          </CallLink>
        </div>
        <div className="hidden lg:block">
          <HeroFacts />
        </div>
      </div>
    </section>
  )
}
