import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window counters (login attempts per address and per username, later quote requests).
 * Kept in PostgreSQL rather than in memory so every API instance, and a restarted one, counts
 * the same attempts.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
})
