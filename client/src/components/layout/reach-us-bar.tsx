import { Link, useRouterState } from '@tanstack/react-router'
import { MessageCircle, Phone, Send } from 'lucide'
import { useSiteSettings } from '../../lib/site-settings'
import { type WhatsAppTopic, whatsAppLink } from '../../lib/whatsapp'
import { CallLink, ContactLink } from '../ui/contact-link'
import { Icon } from '../ui/icon'
import { navLinks } from './nav-links'
import { useTyping } from './use-typing'

/** What the prefilled WhatsApp message names: the page the visitor is on (home: nothing). */
export function pageTopic(pathname: string): WhatsAppTopic | undefined {
  const page = navLinks.find((link) => link.to !== '/' && pathname.startsWith(link.to))
  return page && page.to !== '/contact' ? { kind: 'page', name: page.label } : undefined
}

const barHeight = 'h-[calc(3.5rem+env(safe-area-inset-bottom))]'

const action =
  'flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:[outline-color:var(--focus-ring)]'

/**
 * Call, WhatsApp and Get Free Quote, fixed to the bottom of a phone's screen within thumb reach,
 * on every public page; wider screens have them in the header and the contact cards. It steps
 * aside while a text field has the focus (the on-screen keyboard is up). Rendered after the
 * footer, with a band of the footer's colour as tall as the bar, so it never covers the end of
 * a page.
 */
export function ReachUsBar() {
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const typing = useTyping()
  const { contact } = useSiteSettings()
  // The portal has its own bar on a phone (its section bar): only the room for it, after the footer.
  if (pathname.startsWith('/admin-portal')) {
    return (
      <div
        aria-hidden="true"
        className="h-[calc(4rem+env(safe-area-inset-bottom))] bg-brand-950 md:hidden"
      />
    )
  }
  // A customer writing their review is not shopping for a quote: the bar would only cover the form.
  if (pathname.startsWith('/review/')) return null
  return (
    <>
      <div aria-hidden="true" className={`bg-brand-950 sm:hidden ${barHeight}`} />
      <nav
        aria-label="Contact us"
        className={`fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:hidden ${typing ? 'hidden' : ''}`}
      >
        <ul className="grid grid-cols-3">
          <li>
            <CallLink phone={contact.phone} className={`${action} text-brand-900`}>
              <Icon drawing={Phone} aria-hidden="true" className="size-5" />
              Call
            </CallLink>
          </li>
          <li>
            <ContactLink
              channel="whatsapp"
              href={whatsAppLink(contact.whatsapp, pageTopic(pathname))}
              className={`${action} text-whatsapp-700`}
            >
              <Icon drawing={MessageCircle} aria-hidden="true" className="size-5" />
              WhatsApp
            </ContactLink>
          </li>
          <li>
            <Link to="/contact" className={`${action} bg-accent-400 text-brand-950`}>
              <Icon drawing={Send} aria-hidden="true" className="size-5" />
              Get Free Quote
            </Link>
          </li>
        </ul>
      </nav>
    </>
  )
}
