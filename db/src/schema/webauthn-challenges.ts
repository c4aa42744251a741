import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { staffAccounts } from './staff-accounts.js'

/**
 * A WebAuthn challenge between its options and the browser's response, kept in the database so
 * that any replica can check the response; used once, and only before `expiresAt`.
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** 'registration' or 'authentication'. */
    purpose: text().notNull(),
    challenge: text().notNull().unique('webauthn_challenges_challenge_unique'),
    /** Null for a sign-in with a passkey alone (the person is not known yet). */
    userId: uuid().references(() => staffAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('webauthn_challenges_expires_at_idx').on(table.expiresAt)],
)
