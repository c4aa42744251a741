import { sql } from 'drizzle-orm'
import { boolean, check, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'
import { staffAccounts } from './staff-accounts.js'

/** The owner's security settings: one row. */
export const securityPolicy = pgTable(
  'security_policy',
  {
    id: boolean().primaryKey().default(true),
    /** Every account signs in with a passkey, or a password and a second step. */
    requireTwoStep: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid().references(() => staffAccounts.id, { onDelete: 'set null' }),
  },
  (table) => [check('security_policy_single_row', sql`${table.id}`)],
)
