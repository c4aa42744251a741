/**
 * The review's numbers and words the customer's page needs, without zod (the public pages load
 * none of it): the schemas in reviews.ts use the same.
 */

/** How long a review link works, and within how long sending again asks first. */
export const reviewLinkDays = 60
export const reviewAgainDays = 14

export const reviewTextLimit = 1500
export const reviewNameLimit = 60

/** "November 2026" for `2026-11`, the month a review page and the request's texts name. */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number)
  if (!year || !number) return month
  return new Intl.DateTimeFormat('en-ZA', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, number - 1, 1)))
}
