import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { belongsToStaffAccount } from './staff-accounts.js'

export type SessionPending = 'second-factor' | 'setup-second-factor'

/**
 * A logged-in admin. The cookie holds a random token; only its hash is stored, so a copy of the
 * database cannot be used to log in. A session ends at `expiresAt` (absolute) or after a period
 * without use (idle, measured from `lastSeenAt`), whichever comes first.
 */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique('admin_sessions_token_hash_unique'),
    userId: belongsToStaffAccount(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The browser's User-Agent at sign-in, for the person's list of sessions (no location). */
    userAgent: text(),
    /**
     * Null for a signed-in session. 'second-factor': the password was right and a code or passkey
     * is still asked for; 'setup-second-factor': two-step sign-in is required and this person
     * must add an authenticator or passkey first. Such a session opens nothing else.
     */
    pending: text().$type<SessionPending>(),
  },
  (table) => [index('admin_sessions_expires_at_idx').on(table.expiresAt)],
)

export type AdminSessionRow = typeof adminSessions.$inferSelect
