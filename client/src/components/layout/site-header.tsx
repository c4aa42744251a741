import { displayPhoneNumber } from '@site/contract/phone-numbers'
import { Link } from '@tanstack/react-router'
import { Menu, MessageCircle, Phone, X } from 'lucide'
import { useId } from 'react'
import { useSiteSettings } from '../../lib/site-settings'
import { whatsAppLink } from '../../lib/whatsapp'
import { buttonClass } from '../ui/button-class'
import { CallLink, ContactLink } from '../ui/contact-link'
import { Icon } from '../ui/icon'
import { BrandMark } from './brand-mark'
import { MobileMenu } from './mobile-menu'
import { NavItem } from './nav-item'
import { navLinks } from './nav-links'
import { useHeaderScroll } from './use-header-scroll'
import { useMobileMenu } from './use-mobile-menu'

const desktopLink =
  'rounded-md px-3 py-2 text-sm font-medium text-brand-100 transition-colors hover:bg-white/10 hover:text-white'
const desktopActive = 'bg-white/10 text-white'

export function SiteHeader() {
  const { scrolled, hidden } = useHeaderScroll()
  const menu = useMobileMenu()
  const { contact } = useSiteSettings()
  const menuId = useId()
  const concealed = hidden && !menu.open

  return (
    <header
      className={`surface-dark fixed inset-x-0 top-0 z-40 transition-[translate,background-color,box-shadow] duration-300 focus-within:translate-y-0 ${
        scrolled ? 'bg-brand-950 shadow-lg' : 'bg-brand-950/85 backdrop-blur'
      } ${concealed ? '-translate-y-full' : 'translate-y-0'}`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="rounded-lg">
          <BrandMark />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navLinks.map((link) => (
              <li key={link.to}>
                <NavItem {...link} className={desktopLink} activeClassName={desktopActive} />
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-2">
          <span className="hidden lg:block">
            <Link to="/contact" className={buttonClass('accent', 'sm')}>
              Get Free Quote
            </Link>
          </span>
          <ContactLink
            channel="whatsapp"
            href={whatsAppLink(contact.whatsapp)}
            aria-label={`WhatsApp ${displayPhoneNumber(contact.whatsapp)}`}
            className="hidden size-11 place-items-center rounded-lg text-accent-400 hover:bg-white/10 sm:grid"
          >
            <Icon drawing={MessageCircle} aria-hidden="true" className="size-5" />
          </ContactLink>
          <CallLink
            phone={contact.phone}
            aria-label={`Call ${displayPhoneNumber(contact.phone)}`}
            className="grid size-11 place-items-center rounded-lg text-accent-400 hover:bg-white/10 md:hidden"
          >
            <Icon drawing={Phone} aria-hidden="true" className="size-5" />
          </CallLink>
          <button
            type="button"
            className="grid size-11 place-items-center rounded-lg text-white hover:bg-white/10 md:hidden"
            ref={menu.buttonRef}
            aria-expanded={menu.open}
            aria-controls={menuId}
            aria-label="Menu"
            onClick={menu.toggle}
          >
            {menu.open ? (
              <Icon drawing={X} aria-hidden="true" className="size-6" />
            ) : (
              <Icon drawing={Menu} aria-hidden="true" className="size-6" />
            )}
          </button>
        </div>
      </div>

      <MobileMenu id={menuId} open={menu.open} onNavigate={menu.close} />
    </header>
  )
}
