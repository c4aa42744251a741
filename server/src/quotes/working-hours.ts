import type { SiteSettings } from '@site/contract/site-settings'
import { type Weekday, weekdays } from '@site/contract/weekdays'

export type HoursRow = SiteSettings['businessHours'][number]

/** Without business hours in the settings: Monday to Friday, 07:00 to 17:00. */
export const DEFAULT_WORKING_HOURS: readonly HoursRow[] = [
  { days: ['Mo', 'Tu', 'We', 'Th', 'Fr'], opens: '07:00', closes: '17:00' },
]

const ZONE = 'Africa/Johannesburg'
const DAY_MS = 24 * 60 * 60 * 1000
/** A week with no working time in it has none at all: searching further finds nothing. */
const SEARCH_DAYS = 8

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
})

/** The zone's offset from UTC at `ms` (SAST is +2 all year; read from the zone all the same). */
function offsetAt(ms: number): number {
  const p: Record<string, number> = {}
  for (const part of parts.formatToParts(ms)) p[part.type] = Number(part.value)
  const wall = Date.UTC(
    p.year ?? 0,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  )
  return wall - Math.floor(ms / 1000) * 1000
}

/** The local day (as a UTC-midnight number, for arithmetic) that the instant `ms` falls on. */
function localDay(ms: number): number {
  const wall = ms + offsetAt(ms)
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS)
}

/** The instant of the local wall time `minutes` after midnight of `day`. */
function instantOf(day: number, minutes: number): number {
  const guess = day + minutes * 60_000
  return guess - offsetAt(guess - offsetAt(guess))
}

function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number)
  return (hours ?? 0) * 60 + (minutes ?? 0)
}

/**
 * The working intervals of one local day, as instants, sorted and merged (two rows may cover the
 * same day). A row that closes at or before it opens ("00:00") runs to midnight.
 */
function intervalsOn(day: number, hours: readonly HoursRow[]): [number, number][] {
  // 1970-01-01 was a Thursday: index 3 in Monday-first order.
  const weekday = weekdays[(Math.round(day / DAY_MS) + 3) % 7] as Weekday
  const spans = hours
    .filter((row) => row.days.includes(weekday))
    .map((row): [number, number] => {
      const opens = minutesOf(row.opens)
      const closes = minutesOf(row.closes)
      return [instantOf(day, opens), instantOf(day, closes > opens ? closes : 24 * 60)]
    })
    .sort((a, b) => a[0] - b[0])
  const merged: [number, number][] = []
  for (const span of spans) {
    const last = merged.at(-1)
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1])
    else merged.push(span)
  }
  return merged
}

/** The settings' business hours, or Monday to Friday 07:00–17:00 when there are none. */
export function workingHoursOf(businessHours: readonly HoursRow[]): readonly HoursRow[] {
  return businessHours.length > 0 ? businessHours : DEFAULT_WORKING_HOURS
}

/** How much working time (ms, South African time) lies between `from` and `to`. */
export function workingTimeBetween(from: Date, to: Date, hours: readonly HoursRow[]): number {
  let total = 0
  for (let day = localDay(from.getTime()); day <= localDay(to.getTime()); day += DAY_MS) {
    for (const [opens, closes] of intervalsOn(day, hours)) {
      total += Math.max(0, Math.min(closes, to.getTime()) - Math.max(opens, from.getTime()))
    }
  }
  return total
}

/**
 * The moment `amount` ms of working time after `from` have passed (a request received Friday
 * 16:30 with 2 working hours: Monday 08:30); null when the hours hold no working time at all.
 */
export function afterWorkingTime(
  from: Date,
  amount: number,
  hours: readonly HoursRow[],
): Date | null {
  let left = amount
  let idle = 0
  for (let day = localDay(from.getTime()); idle < SEARCH_DAYS; day += DAY_MS) {
    const intervals = intervalsOn(day, hours)
    idle = intervals.length === 0 ? idle + 1 : 0
    for (const [opens, closes] of intervals) {
      const start = Math.max(opens, from.getTime())
      if (start >= closes) continue
      if (closes - start >= left) return new Date(start + left)
      left -= closes - start
    }
  }
  return null
}
