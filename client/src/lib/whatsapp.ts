import { whatsAppChatLink } from '@site/contract/whatsapp-chat'

/** Where the visitor was when they chose to write: what the prefilled message names. */
export type WhatsAppTopic =
  | { kind: 'page'; name: string }
  | { kind: 'service'; name: string }
  | { kind: 'project'; title: string }
  | { kind: 'quote'; reference: string }

/** The message WhatsApp opens with, so the company knows what the visitor is asking about. */
export function whatsAppText(topic?: WhatsAppTopic): string {
  switch (topic?.kind) {
    case 'project':
      return `Hi, I saw '${topic.title}' on your website and would like a quote for something similar.`
    case 'service':
      return `Hi, I saw your ${topic.name} service on your website and would like a quote.`
    case 'quote':
      return `Hi, I sent quote request ${topic.reference} on your website and would like to continue here.`
    case 'page':
      return `Hi, I saw your ${topic.name} page on your website and would like a quote.`
    default:
      return 'Hi, I found you on your website and would like a quote.'
  }
}

/**
 * A `https://wa.me/` link to the company's number (the settings' `contact.whatsapp`) with the
 * message filled in.
 */
export function whatsAppLink(number: string, topic?: WhatsAppTopic): string {
  return whatsAppChatLink(number, whatsAppText(topic))
}
