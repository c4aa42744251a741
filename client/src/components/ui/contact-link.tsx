import type { ContactChannel } from '@site/contract/contact-channels'
import { displayPhoneNumber } from '@site/contract/phone-numbers'
import type { AnchorHTMLAttributes } from 'react'
import { telHref } from '../../lib/contact-hrefs'
import { countContactTap } from '../../lib/contact-taps'

type ContactLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  channel: ContactChannel
  /** `https://wa.me/…` (whatsapp.ts) or `tel:…` (telHref). */
  href: string
}

/**
 * Every WhatsApp and call link on the public pages: a tap is counted for the staff dashboard
 * (the channel only), then the link opens as usual; WhatsApp in a new tab.
 */
export function ContactLink({ channel, href, onClick, children, ...link }: ContactLinkProps) {
  const newTab = channel === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <a
      {...newTab}
      {...link}
      href={href}
      onClick={(event) => {
        countContactTap(channel)
        onClick?.(event)
      }}
    >
      {children}
    </a>
  )
}

/** A link that calls `phone`; it shows the number as people write it unless given its words. */
export function CallLink({
  phone,
  children,
  ...link
}: Omit<ContactLinkProps, 'channel' | 'href'> & { phone: string }) {
  return (
    <ContactLink channel="call" href={telHref(phone)} {...link}>
      {children ?? displayPhoneNumber(phone)}
    </ContactLink>
  )
}
