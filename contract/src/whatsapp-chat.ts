/** E.164: a plus, a country code that does not start with 0, 8 to 15 digits in all. */
const e164 = /^\+[1-9]\d{7,14}$/

/**
 * A `https://wa.me/` link to any number (international form, spaces allowed) with `text`: the
 * site's own WhatsApp button, staff's reply to a customer and the review request (issue 36).
 */
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
