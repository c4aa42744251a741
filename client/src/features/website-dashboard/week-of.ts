// The server gives each week's Monday as a calendar date: read in UTC, it is that day anywhere.
const short = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', timeZone: 'UTC' })
const long = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'long', timeZone: 'UTC' })

/** "23 Nov" (or "09 Nov") for the Monday `2026-11-23`, as a table of recent weeks shows it. */
export function shortWeekOf(monday: string): string {
  return short.format(new Date(`${monday}T00:00:00Z`))
}

/** "23 November 2026": the whole date, for where there is room and for screen readers. */
export function longWeekOf(monday: string): string {
  return long.format(new Date(`${monday}T00:00:00Z`))
}
