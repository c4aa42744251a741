/**
 * Phone and WhatsApp numbers as people type them in South Africa, and as links need them.
 * Stored in international form (E.164: `+27825550100`), shown in the local form (`082 555 0100`).
 */

/** A plus, a country code that does not start with 0, 8 to 15 digits in all. */
const e164 = /^\+[1-9]\d{7,14}$/
/** Separators people type between groups of digits. */
const separators = /[\s().-]/g
const southAfrica = '+27'

export const phoneNumberProblem = 'must be a phone number such as 082 555 0100 or +27 82 555 0100'

/**
 * The number in international form, or undefined when it is not a phone number. A local South
 * African number (`082 555 0100`, ten digits starting with 0) becomes `+27825550100`.
 */
export function internationalPhoneNumber(typed: string): string | undefined {
  const compact = typed.replace(separators, '')
  const international = /^0\d{9}$/.test(compact) ? `${southAfrica}${compact.slice(1)}` : compact
  if (!e164.test(international)) return undefined
  // A South African number has nine digits after the country code.
  if (international.startsWith(southAfrica) && international.length !== 12) return undefined
  return international
}

/** How the site shows a stored number: the local form for South African ones. */
export function displayPhoneNumber(international: string): string {
  if (!international.startsWith(southAfrica) || international.length !== 12) return international
  const local = `0${international.slice(3)}`
  return `${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`
}
