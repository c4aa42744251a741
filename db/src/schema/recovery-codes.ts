import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { belongsToStaffAccount } from './staff-accounts.js'

/** One-time recovery codes for two-step sign-in (10, shown once); only hashes are stored. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: belongsToStaffAccount(),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('recovery_codes_user_id_idx').on(table.userId)],
)
