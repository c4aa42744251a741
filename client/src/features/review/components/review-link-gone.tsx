import { displayPhoneNumber } from '@site/contract/phone-numbers'
import { whatsAppChatLink } from '@site/contract/whatsapp-chat'
import { MessageCircle, Phone } from 'lucide'
import { buttonClass } from '../../../components/ui/button-class'
import { CallLink, ContactLink } from '../../../components/ui/contact-link'
import { Icon } from '../../../components/ui/icon'
import { useSiteSettings } from '../../../lib/site-settings'

/** A review link that no longer works: why, in plain words, and how to reach the company. */
export function ReviewLinkGone({ message }: { message: string }) {
  const { contact } = useSiteSettings()
  return (
    <div className="space-y-4">
      <p className="text-base text-ink">{message}</p>
      <p className="text-base text-ink">
        Would you still like to tell us how we did? Call us or send us a WhatsApp message.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row">
        <CallLink phone={contact.phone} className={buttonClass('outline')}>
          <Icon drawing={Phone} aria-hidden="true" className="size-5" />
          Call {displayPhoneNumber(contact.phone)}
        </CallLink>
        <ContactLink
          channel="whatsapp"
          href={whatsAppChatLink(contact.whatsapp, 'Hi, I would like to tell you how my job went.')}
          className={buttonClass('outline')}
        >
          <Icon drawing={MessageCircle} aria-hidden="true" className="size-5" />
          WhatsApp us
        </ContactLink>
      </div>
    </div>
  )
}
