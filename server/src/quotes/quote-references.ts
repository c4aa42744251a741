import { quoteReferenceCounters } from '@site/db'
import { sql } from 'drizzle-orm'
import type { NodePgDatabase } from 'drizzle-orm/node-postgres'

/** The company works in South Africa: a request sent at 01:00 on 1 January belongs to the new year. */
const yearInSouthAfrica = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
})

/** The year a request sent at `now` belongs to: the year in South Africa, not in UTC. */
export function quoteReferenceYear(now: Date = new Date()): number {
  return Number(yearInSouthAfrica.format(now))
}

/** `Q-2026-0042`: the year, then the request's number in it (four digits at least). */
export function formatQuoteReference(year: number, number: number): string {
  return `Q-${year}-${String(number).padStart(4, '0')}`
}

/**
 * Takes the next reference of the year in `tx`, the transaction that stores the request: the
 * counter's row stays locked until it commits, so two requests never get the same number, and a
 * rolled-back request gives its number back.
 */
export async function nextQuoteReference(
  tx: Pick<NodePgDatabase, 'insert'>,
  now: Date = new Date(),
): Promise<string> {
  const year = quoteReferenceYear(now)
  const [counter] = await tx
    .insert(quoteReferenceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({
      target: quoteReferenceCounters.year,
      set: { last: sql`${quoteReferenceCounters.last} + 1` },
    })
    .returning({ last: quoteReferenceCounters.last })
  if (!counter) throw new Error('no reference number was given')
  return formatQuoteReference(year, counter.last)
}
