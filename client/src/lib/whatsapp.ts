import { site } from '../config/site'

/** E.164: a plus, a country code that does not start with 0, 8 to 15 digits in all. */
const internationalNumber = /^\+[1-9]\d{7,14}$/

/** Why a configured WhatsApp number cannot be used, or null (checked when the site is built). */
export function whatsAppNumberProblem(number: string): string | null {
  if (internationalNumber.test(number)) return null
  return (
    `site.contact.whatsapp.number must be an international number such as +27825550100 ` +
    `(a plus, the country code, then the number without its leading 0); it is "${number}".`
  )
}

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

/** A `https://wa.me/` link to the company's number with the message filled in. */
export function whatsAppLink(topic?: WhatsAppTopic, number = site.contact.whatsapp.number): string {
  const digits = number.replace(/\D/g, '')
  return `https://wa.me/${digits}?text=${encodeURIComponent(whatsAppText(topic))}`
}
