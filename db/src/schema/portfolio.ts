import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'
import { media } from './media.js'

/**
 * A portfolio project (issue 17): one job told as a story over media items it groups. Deleting it
 * leaves its media alone; deleting a media item takes it out of every project (and a cover that
 * was deleted falls back to the first item).
 */
export const portfolioProjects = pgTable(
  'portfolio_projects',
  {
    id: uuid().primaryKey().defaultRandom(),
    slug: text().notNull().unique('portfolio_projects_slug_unique'),
    title: text().notNull(),
    summary: text().notNull().default(''),
    description: text().notNull().default(''),
    /** Suburb or town, as staff write it. */
    area: text().notNull().default(''),
    /** `YYYY-MM`. */
    completedOn: text().notNull(),
    category: text().notNull(),
    /** Keys of the site settings' services, in the order staff chose (see migration 0020). */
    scope: text().array().notNull().default(sql`'{}'::text[]`),
    coverId: uuid().references(() => media.id, { onDelete: 'set null' }),
    published: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('portfolio_projects_slug_check', sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('portfolio_projects_completed_on_check', sql`${table.completedOn} ~ '^\\d{4}-\\d{2}$'`),
    index('portfolio_projects_published_idx').on(table.published, table.completedOn.desc()),
  ],
)

/** A project's items in order. An item belongs to one project at most: it shows one job. */
export const portfolioItems = pgTable(
  'portfolio_items',
  {
    projectId: uuid()
      .notNull()
      .references(() => portfolioProjects.id, { onDelete: 'cascade' }),
    mediaId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.mediaId] }),
    unique('portfolio_items_position_unique').on(table.projectId, table.position),
    unique('portfolio_items_media_unique').on(table.mediaId),
  ],
)

/** Before/after pairs of a project: two different photos among its items. */
export const portfolioPairs = pgTable(
  'portfolio_pairs',
  {
    projectId: uuid()
      .notNull()
      .references(() => portfolioProjects.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    beforeId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    afterId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.position] }),
    check('portfolio_pairs_two_photos_check', sql`${table.beforeId} <> ${table.afterId}`),
    index('portfolio_pairs_before_idx').on(table.beforeId),
    index('portfolio_pairs_after_idx').on(table.afterId),
  ],
)

export type PortfolioProjectRow = typeof portfolioProjects.$inferSelect
export type NewPortfolioProjectRow = typeof portfolioProjects.$inferInsert
