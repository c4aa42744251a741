import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Every published version of the site settings (issue 33, decision 047): the whole record each
 * time, never changed afterwards, so history and restore need nothing else. The published
 * settings are the highest version; with no row, the defaults (version 0). A publish inserts
 * `version` = the version staff started from + 1, so of two publishes from one version the
 * primary key lets one in.
 */
export const siteSettingsVersions = pgTable('site_settings_versions', {
  version: integer().primaryKey(),
  /** As published; read back through the contract's schema (a later release may have changed it). */
  settings: jsonb().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The staff member's username, or `command line` for an import. */
  publishedBy: text().notNull(),
  /** The setting paths this version changed (`contact.phone`, `services.2.name`). */
  changes: jsonb().$type<string[]>().notNull(),
  /** The version this one brought back, when it is a restore. */
  restoredFrom: integer(),
})

export type SiteSettingsVersionRow = typeof siteSettingsVersions.$inferSelect
