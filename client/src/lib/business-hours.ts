import type { SiteSettings } from '@site/contract/site-settings'

type HoursRow = SiteSettings['businessHours'][number]
type Weekday = HoursRow['days'][number]

const week: readonly Weekday[] = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']

const shortNames: Record<Weekday, string> = {
  Mo: 'Mon',
  Tu: 'Tue',
  We: 'Wed',
  Th: 'Thu',
  Fr: 'Fri',
  Sa: 'Sat',
  Su: 'Sun',
}

/** schema.org's names of the days (`DayOfWeek`). */
export const dayOfWeek: Record<Weekday, string> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
}

/** The days as people read them: `Mon–Fri`, `Mon, Wed, Fri`, `Mon–Wed, Sat`. */
export function daysLabel(days: readonly Weekday[]): string {
  const sorted = week.filter((day) => days.includes(day))
  const runs: Weekday[][] = []
  for (const day of sorted) {
    const run = runs.at(-1)
    const last = run?.at(-1)
    if (run && last && week.indexOf(day) === week.indexOf(last) + 1) run.push(day)
    else runs.push([day])
  }
  return runs
    .flatMap((run) =>
      run.length >= 3
        ? [`${shortNames[run[0] as Weekday]}–${shortNames[run.at(-1) as Weekday]}`]
        : run.map((day) => shortNames[day]),
    )
    .join(', ')
}

/** One row of the opening hours: `Mon–Fri 07:30–17:00`. */
export function hoursLabel(row: HoursRow): string {
  return `${daysLabel(row.days)} ${row.opens}–${row.closes}`
}
