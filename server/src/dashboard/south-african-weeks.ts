import { type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'

/**
 * The Monday (a `date`) of the week `moment` falls in, in South African time: the company's week
 * runs Monday to Sunday there, so a Sunday 23:30 request belongs to that week although it is
 * already 21:30 in UTC. The zone is written into the SQL, not a parameter, so the same
 * expression can be selected and grouped by.
 */
export function weekStartOf(moment: SQL | AnyPgColumn): SQL<string> {
  return sql<string>`(date_trunc('week', ${moment} at time zone 'Africa/Johannesburg'))::date`
}

/** `YYYY-MM-DD`, whatever the connection's DateStyle (and no `Date` from the driver). */
export function isoDate(day: SQL<string>): SQL<string> {
  return sql<string>`to_char(${day}, 'YYYY-MM-DD')`
}

/** The first moment of the South African day `day` (`YYYY-MM-DD`), as a `timestamptz`. */
export function startOfDay(day: string): SQL<Date> {
  return sql<Date>`(${day}::date)::timestamp at time zone 'Africa/Johannesburg'`
}

/** The `count` Mondays from `newest` back, one week apart, newest first. */
export function mondaysBack(newest: string, count: number): string[] {
  const start = Date.parse(`${newest}T00:00:00Z`)
  return Array.from({ length: count }, (_, weeksAgo) =>
    new Date(start - weeksAgo * 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10),
  )
}
