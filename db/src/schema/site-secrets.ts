import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Secrets the site generates for itself when the operator has not configured one (the ALTCHA
 * signing key), shared by every API instance and kept across restarts.
 */
export const siteSecrets = pgTable('site_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
