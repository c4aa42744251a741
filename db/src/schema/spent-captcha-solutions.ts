import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * ALTCHA solutions already accepted, so one solved challenge cannot be sent twice. Kept until the
 * challenge itself expires (after that its signature check refuses it anyway), then purged.
 */
export const spentCaptchaSolutions = pgTable(
  'spent_captcha_solutions',
  {
    /** SHA-256 of the challenge signature (hex): unique per issued challenge. */
    challengeHash: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('spent_captcha_solutions_expires_at_idx').on(table.expiresAt)],
)
