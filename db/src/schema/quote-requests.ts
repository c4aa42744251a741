import type { DeliveryStatus, LeadStage } from '@site/contract/leads'
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { portfolioProjects } from './portfolio.js'

/**
 * A quote request from the contact form. Written before the visitor is told it was received, so
 * none is lost when mail cannot be delivered; the mail job records each attempt here. The
 * visitor's network address is deliberately not kept (see docs/decisions/007-quote-requests.md).
 */
export const quoteRequests = pgTable(
  'inquiries',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What the visitor and staff call it: `Q-<year>-<number>`, e.g. `Q-2026-0042`. */
    reference: text().notNull().unique('inquiries_reference_unique'),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phone: text().notNull(),
    /**
     * The key of a service of the site settings, or '' when the visitor chose none. Requests from
     * before keys hold a service's name (migration 0020 turned the six default names into keys).
     */
    serviceType: text().notNull().default(''),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the visitor ticked "send me offers", and the words they agreed to; null for no. */
    marketingConsentAt: timestamp({ withTimezone: true }),
    marketingConsentText: text(),
    /** Where winning the job stands (`leadStages`); new requests are `new`. */
    stage: text().$type<LeadStage>().notNull().default('new'),
    /** When it entered its stage: what "Needs attention" counts from. */
    stageChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * When staff first answered it: its first stage change or reply tap; null until then (and for
     * requests answered before this was recorded).
     */
    firstContactAt: timestamp({ withTimezone: true }),
    /** The portfolio project of this job: its approved review shows on the project's page. */
    portfolioProjectId: uuid().references(() => portfolioProjects.id, { onDelete: 'set null' }),
    /** Staff's own note on the request. */
    note: text().notNull().default(''),
    deliveryStatus: text().$type<DeliveryStatus>().notNull().default('pending'),
    deliveryAttempts: integer().notNull().default(0),
    lastDeliveryError: text(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    check(
      'inquiries_delivery_status_check',
      sql`${table.deliveryStatus} in ('pending', 'sent', 'outbox', 'failed')`,
    ),
    check('inquiries_delivery_attempts_check', sql`${table.deliveryAttempts} >= 0`),
    check(
      'inquiries_stage_check',
      sql`${table.stage} in ('new', 'contacted', 'quoted', 'won', 'done', 'lost')`,
    ),
    index('inquiries_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('inquiries_portfolio_project_idx').on(table.portfolioProjectId),
  ],
)

/** The column of a row that belongs to a quote request: erasing the request erases the row. */
export const belongsToQuoteRequest = () =>
  uuid()
    .notNull()
    .references(() => quoteRequests.id, { onDelete: 'cascade' })

export type QuoteRequestRow = typeof quoteRequests.$inferSelect
export type NewQuoteRequestRow = typeof quoteRequests.$inferInsert

/**
 * The last reference number given in each year (South African time): the next request takes
 * `last + 1` under the row's lock, in the transaction that stores it.
 */
export const quoteReferenceCounters = pgTable('inquiry_reference_counters', {
  year: integer().primaryKey(),
  last: integer().notNull(),
})
