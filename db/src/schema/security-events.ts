import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { staffAccounts } from './staff-accounts.js'

/**
 * The security log: sign-ins, invites, role, password, passkey and two-step changes, settings
 * publications; who, when and from which address. Kept for 12 months, shown to owners.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** What happened ('sign-in', 'sign-in-failed', 'invite-sent', …). */
    kind: text().notNull(),
    /** Who did it: null for a visitor or someone not signed in. */
    actorId: uuid().references(() => staffAccounts.id, { onDelete: 'set null' }),
    /** The name shown for the actor, kept after the account is removed. */
    actorName: text(),
    /** The account it was done to, when another one. */
    subjectId: uuid().references(() => staffAccounts.id, { onDelete: 'set null' }),
    subjectName: text(),
    /** The client's address as the API saw it. */
    address: text(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('security_events_at_idx').on(table.at)],
)

export type SecurityEventRow = typeof securityEvents.$inferSelect
