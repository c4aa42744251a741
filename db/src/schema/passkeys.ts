import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { belongsToStaffAccount } from './staff-accounts.js'

/** A person's registered passkeys (WebAuthn credentials); several per person, each named. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: belongsToStaffAccount(),
    /** The credential ID, base64url. */
    credentialId: text().notNull().unique('passkeys_credential_id_unique'),
    /** The COSE public key, base64url. */
    publicKey: text().notNull(),
    /** The authenticator's signature counter: a lower one than stored is refused. */
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    deviceType: text().notNull(),
    backedUp: boolean().notNull().default(false),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
)

export type PasskeyRow = typeof passkeys.$inferSelect
