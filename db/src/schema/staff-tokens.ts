import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { belongsToStaffAccount } from './staff-accounts.js'

export const staffTokenPurposes = ['invite', 'password-reset', 'email-change'] as const
export type StaffTokenPurpose = (typeof staffTokenPurposes)[number]

/**
 * Single-use links sent by mail: an invite (48 hours), a password reset (1 hour), the
 * confirmation of a new e-mail address. Only a hash of the token is stored; `usedAt` is set when
 * it is used, and a withdrawn or superseded token is deleted.
 */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: belongsToStaffAccount(),
    purpose: text().$type<StaffTokenPurpose>().notNull(),
    tokenHash: text().notNull().unique('staff_tokens_token_hash_unique'),
    /** For 'email-change': the address being confirmed. */
    newEmail: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('staff_tokens_user_id_idx').on(table.userId),
    check(
      'staff_tokens_purpose_check',
      sql`${table.purpose} in ('invite', 'password-reset', 'email-change')`,
    ),
  ],
)

export type StaffTokenRow = typeof staffTokens.$inferSelect
