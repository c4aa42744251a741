import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** Staff accounts for the admin portal. Only an argon2id hash of the password is stored. */
export const adminUsers = pgTable('admin_users', {
  id: uuid().primaryKey().defaultRandom(),
  username: text().notNull().unique(),
  passwordHash: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export type AdminUserRow = typeof adminUsers.$inferSelect
