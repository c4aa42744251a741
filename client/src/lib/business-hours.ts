import type { SiteSettings } from '@site/contract/site-settings'
import { type Weekday, weekdays as week } from '@site/contract/weekdays'

type HoursRow = SiteSettings['businessHours'][number]

const shortNames: Record<Weekday, string> = {
  Mo: 'Mon',
  Tu: 'Tue',
  We: 'Wed',
  Th: 'Thu',
  Fr: 'Fri',
  Sa: 'Sat',
  Su: 'Sun',
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
