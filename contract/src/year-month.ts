const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * `2026-03` -> "March 2026": a project's completion, a reviewed job's month, in pages and mails.
 * Spelled out here rather than by Intl, so the server's rendering and the browser's hydration
 * cannot differ by their locale data. Anything else is shown as it is.
 */
export function formatYearMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month)
  const name = match ? months[Number(match[2]) - 1] : undefined
  return match && name ? `${name} ${match[1]}` : month
}
