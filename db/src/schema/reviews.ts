import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { belongsToQuoteRequest } from './quote-requests.js'
import { staffAccounts } from './staff-accounts.js'

/**
 * A request to a customer to review a finished job, sent by WhatsApp or e-mail with a personal
 * link (`/review/<token>`: valid 60 days, used once). Only the token's hash is kept. Sending again
 * revokes the earlier link. Erasing the quote request erases these with it.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    inquiryId: belongsToQuoteRequest(),
    channel: text().$type<'email' | 'whatsapp'>().notNull(),
    tokenHash: text().notNull().unique('review_requests_token_hash_unique'),
    /** Who sent it; null once their account is removed. */
    sentBy: uuid().references(() => staffAccounts.id, { onDelete: 'set null' }),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** When the customer sent their review with it. */
    usedAt: timestamp({ withTimezone: true }),
    /** When a newer request for the same job replaced it. */
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('review_requests_inquiry_idx').on(table.inquiryId, table.sentAt.desc()),
    index('review_requests_sent_at_idx').on(table.sentAt),
    check('review_requests_channel_check', sql`${table.channel} in ('email', 'whatsapp')`),
  ],
)

export type ReviewRequestRow = typeof reviewRequests.$inferSelect

export const reviewStatuses = ['pending', 'approved', 'hidden'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]

/**
 * A customer's review of a job: one per quote request, erased with it. Shown on the site only when
 * the customer allowed it (`mayShow`) and staff approved it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid().primaryKey().defaultRandom(),
    inquiryId: belongsToQuoteRequest().unique('reviews_inquiry_unique'),
    stars: integer().notNull(),
    /** What went well, as the customer wrote it (plain text). */
    text: text().notNull(),
    /** The name to show, as the customer gave it (first name and suburb). */
    name: text().notNull(),
    mayShow: boolean().notNull(),
    status: text().$type<ReviewStatus>().notNull().default('pending'),
    /** When and by whom it was last approved or hidden. */
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid().references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('reviews_stars_check', sql`${table.stars} between 1 and 5`),
    check('reviews_status_check', sql`${table.status} in ('pending', 'approved', 'hidden')`),
    index('reviews_created_at_idx').on(table.createdAt),
  ],
)

export type ReviewRow = typeof reviews.$inferSelect

/**
 * Customers who asked for no more review mail (POPIA), by the SHA-256 of their lower-cased address:
 * kept when their request is erased, so the wish still holds, without keeping the address.
 */
export const reviewMailOptOuts = pgTable('review_mail_opt_outs', {
  emailHash: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})
