import { type Database, rateLimits } from '@site/db'
import { eq, lt, sql } from 'drizzle-orm'

export interface RateWindow {
  /** Attempts counted in the current window. */
  hits: number
  /** Whole seconds until the window ends (at least 1), for a `Retry-After` header. */
  retryAfterSeconds: number
}

/** Counts one attempt under `key` in a fixed window of `windowMs`, starting a new one if due. */
export async function countAttempt(
  db: Database,
  key: string,
  windowMs: number,
): Promise<RateWindow> {
  const resetAt = sql`now() + ${`${windowMs} milliseconds`}::interval`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, seconds: secondsLeft })
  return toWindow(row)
}

/**
 * Adds `amount` to the window under `key` (a new one if due) unless that takes it over `max`:
 * returns the window after adding, or null when it would go over, and then nothing is added. One
 * statement, so two requests at once cannot both take the last of it.
 */
export async function addWithinLimit(
  db: Database,
  key: string,
  amount: number,
  max: number,
  windowMs: number,
): Promise<RateWindow | null> {
  if (amount > max) return null
  const resetAt = sql`now() + ${`${windowMs} milliseconds`}::interval`
  const ended = sql`${rateLimits.resetAt} <= now()`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: amount, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then excluded.hits else ${rateLimits.hits} + excluded.hits end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
      setWhere: sql`${ended} or ${rateLimits.hits} + excluded.hits <= ${max}`,
    })
    .returning({ hits: rateLimits.hits, seconds: secondsLeft })
  return row ? toWindow(row) : null
}

/** The current window under `key` without counting, or null when none is running. */
export async function peekAttempts(db: Database, key: string): Promise<RateWindow | null> {
  const [row] = await db
    .select({ hits: rateLimits.hits, seconds: secondsLeft })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.resetAt} > now()`)
  return row ? toWindow(row) : null
}

export async function clearAttempts(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/** Removes windows that have ended; run now and then so the table stays small. */
export async function purgeEndedWindows(db: Database): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`))
}

const secondsLeft = sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())))::int`

function toWindow(row: { hits: number; seconds: number } | undefined): RateWindow {
  if (!row) throw new Error('the rate limit row was not returned')
  return { hits: row.hits, retryAfterSeconds: Math.max(1, row.seconds) }
}
