/** E.164: a plus, a country code that does not start with 0, 8 to 15 digits in all. */
const e164 = /^\+[1-9]\d{7,14}$/

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

/** A `https://wa.me/` link to any number (international form, spaces allowed) with `text`. */
export function whatsAppChatLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`
}

/**
 * A phone number as visitors type it ("082 555 0101", "+27 82 555 0101", "0027…") in
 * international form, or null when it cannot be one. A leading 0 is South Africa's trunk prefix
 * (the site's customers are there): it becomes +27.
 */
export function internationalNumber(phone: string, countryCode = '27'): string | null {
  const digits = phone.replace(/\D/g, '')
  const international = phone.trim().startsWith('+')
    ? digits
    : digits.startsWith('00')
      ? digits.slice(2)
      : digits.startsWith('0')
        ? `${countryCode}${digits.slice(1)}`
        : null
  return international !== null && e164.test(`+${international}`) ? `+${international}` : null
}
