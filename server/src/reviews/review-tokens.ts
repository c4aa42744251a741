import { createHash } from 'node:crypto'

/**
 * An address on the review-mail opt-out list: the SHA-256 of it in lower case, so the wish holds
 * after the request is erased, without keeping the address.
 */
export function emailHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex')
}

/** `YYYY-MM` of a moment in South African time: the month of the job a review is about. */
export function southAfricanMonth(moment: Date): string {
  const parts = new Intl.DateTimeFormat('en-ZA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: 'Africa/Johannesburg',
  }).formatToParts(moment)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}`
}
