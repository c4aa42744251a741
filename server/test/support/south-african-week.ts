/**
 * The tests' own reckoning of South African weeks, independent of the server's SQL: South Africa
 * keeps UTC+2 all year (no daylight saving), so its Monday is two hours ahead of UTC's.
 */
const SAST_MS = 2 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The Monday (`YYYY-MM-DD`) of the South African week `moment` falls in. */
export function southAfricanMonday(moment: Date = new Date()): string {
  const local = new Date(moment.getTime() + SAST_MS)
  const daysSinceMonday = (local.getUTCDay() + 6) % 7
  return new Date(local.getTime() - daysSinceMonday * DAY_MS).toISOString().slice(0, 10)
}

/** Midnight at the start of `day` (`YYYY-MM-DD`) in South Africa, `weeksLater` weeks on. */
export function southAfricanMidnight(day: string, weeksLater = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00+02:00`) + weeksLater * 7 * DAY_MS)
}
