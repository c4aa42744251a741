import type { ContactChannel } from '@site/contract/contact-channels'
import { sql } from 'drizzle-orm'
import { check, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'

/**
 * How many times visitors tapped a WhatsApp or call link, per week and channel: one counter row
 * each, incremented in place. Nothing about the visitor is kept, not even when the tap came
 * (see docs/decisions/016-website-dashboard.md). `unusualTaps` are those that came over the
 * hourly ceiling (server/src/dashboard/contact-taps.ts): kept apart, not in `taps`.
 */
export const contactTapCounts = pgTable(
  'contact_tap_counts',
  {
    /** The Monday of the week, in South African time. */
    weekStart: date({ mode: 'string' }).notNull(),
    channel: text().$type<ContactChannel>().notNull(),
    taps: integer().notNull(),
    unusualTaps: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.weekStart, table.channel] }),
    check('contact_tap_counts_channel_check', sql`${table.channel} in ('whatsapp', 'call')`),
    check('contact_tap_counts_taps_check', sql`${table.taps} >= 0`),
    check('contact_tap_counts_unusual_taps_check', sql`${table.unusualTaps} >= 0`),
  ],
)
