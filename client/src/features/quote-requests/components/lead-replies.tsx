import type { Lead } from '@site/contract/leads'
import { internationalNumber, whatsAppChatLink } from '@site/contract/whatsapp-chat'
import { Mail, MessageCircle, Phone } from 'lucide'
import { buttonClass } from '../../../components/ui/button-class'
import { Icon } from '../../../components/ui/icon'
import { useSiteSettings } from '../../../lib/site-settings'
import { recordReplyTap } from '../api/record-reply-tap'

const replyClass = `${buttonClass('outline', 'sm')}`

/**
 * One tap to answer a request on WhatsApp, by phone or by e-mail, each carrying the reference so
 * the visitor knows which request it is about. WhatsApp only when the phone number can be read as
 * an international number. The first tap is kept as the request's first contact (the dashboard's
 * time to first answer).
 */
export function LeadReplies({ lead }: { lead: Lead }) {
  const site = useSiteSettings()
  const greeting = `Hi ${lead.firstName}, this is ${site.name} about your quote request ${lead.reference}.`
  const whatsApp = internationalNumber(lead.phone)
  const subject = `Your quote request ${lead.reference}`
  const mailto = `mailto:${lead.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${greeting}\n\n`)}`
  const tapped = () => recordReplyTap(lead.id)
  return (
    <fieldset className="mt-4 flex flex-wrap gap-2">
      <legend className="sr-only">Reply to {lead.reference}</legend>
      {whatsApp ? (
        <a
          href={whatsAppChatLink(whatsApp, greeting)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={tapped}
          className={replyClass}
        >
          <Icon drawing={MessageCircle} aria-hidden="true" className="size-4" />
          WhatsApp
        </a>
      ) : null}
      <a
        href={`tel:${whatsApp ?? lead.phone.replace(/[^\d+]/g, '')}`}
        onClick={tapped}
        className={replyClass}
      >
        <Icon drawing={Phone} aria-hidden="true" className="size-4" />
        Call
      </a>
      <a href={mailto} onClick={tapped} className={replyClass}>
        <Icon drawing={Mail} aria-hidden="true" className="size-4" />
        E-mail
      </a>
    </fieldset>
  )
}
