import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { adminUsers } from './admin-users.js'

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
    userId: uuid()
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (table) => [index('admin_sessions_expires_at_idx').on(table.expiresAt)],
)

export type AdminSessionRow = typeof adminSessions.$inferSelect
