import type { StaffRole } from '@site/contract/admin-session'
import { sql } from 'drizzle-orm'
import { bigint, check, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Staff accounts for the admin portal. Only an argon2id hash of the password is stored; it is null
 * for someone who signs in with passkeys only, or who has not yet accepted their invite.
 */
export const staffAccounts = pgTable(
  'admin_users',
  {
    id: uuid().primaryKey().defaultRandom(),
    username: text().notNull().unique(),
    passwordHash: text(),
    role: text().$type<StaffRole>().notNull().default('owner'),
    /** Lower-case; where invites, resets and security mail go. Null for accounts made before it. */
    email: text().unique('admin_users_email_unique'),
    /** The person's name as the portal shows it; the username when null. */
    displayName: text(),
    /** Set while the invite has not been accepted (no way to sign in yet). */
    invitedAt: timestamp({ withTimezone: true }),
    /** A locked account cannot sign in; its sessions are ended when it is locked. */
    lockedAt: timestamp({ withTimezone: true }),
    /** The authenticator app's secret, encrypted (never stored as such). */
    totpSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The time step of the last code accepted: a code is never accepted twice. */
    totpLastStep: bigint({ mode: 'number' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('admin_users_role_check', sql`${table.role} in ('owner', 'office')`)],
)

export type StaffAccountRow = typeof staffAccounts.$inferSelect

/** The column of a row that belongs to a staff account: the row goes when the account does. */
export const belongsToStaffAccount = () =>
  uuid()
    .notNull()
    .references(() => staffAccounts.id, { onDelete: 'cascade' })
