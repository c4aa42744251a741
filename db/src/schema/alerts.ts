import type { AlertKind } from '@site/contract/alerts'
import { boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The owner's alerts (server/src/alerts): one row per kind of trouble, kept after it ends so the
 * six hours between two mails of a kind hold across episodes. A row is open while `endedAt` is
 * null. The periodic check updates these rows under a lock, so two replicas never mail one twice.
 */
export const alerts = pgTable('alerts', {
  kind: text().$type<AlertKind>().primaryKey(),
  /** Plain words for the portal's banner and the mail's subject. */
  title: text().notNull(),
  detail: text().notNull(),
  /** When the current (or last) episode began. */
  since: timestamp({ withTimezone: true }).notNull(),
  /** When it was seen to be over; null while it lasts. */
  endedAt: timestamp({ withTimezone: true }),
  /** The last alert mail of this kind that the relay took (any episode). */
  lastMailedAt: timestamp({ withTimezone: true }),
  /** An alert mail of this episode went out, so its end is mailed as an all-clear. */
  ownerTold: boolean().notNull().default(false),
  allClearMailedAt: timestamp({ withTimezone: true }),
  /** Why the last mail of this kind could not be sent; null once one is. */
  mailError: text(),
  checkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export type AlertRow = typeof alerts.$inferSelect
