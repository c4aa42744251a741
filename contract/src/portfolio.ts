import * as z from 'zod/mini'
import { findImageCategory, imageCategories } from './categories.js'
import { mediaItem } from './media-items.js'
import { byPortfolioTextField, portfolioTextFields } from './portfolio-project-fields.js'
import { portfolioItemPageLimit, portfolioLimits, slugPattern } from './portfolio-rules.js'
import { serviceReference } from './service-references.js'
import { siteSettingsLimits } from './site-settings.js'
import { idOf, text, wholeNumber, writtenText } from './text.js'

export {
  portfolioItemPageLimit,
  portfolioLimits,
  slugFromTitle,
  slugPattern,
} from './portfolio-rules.js'

/**
 * Portfolio projects (issue 17): one job told as a story, grouping existing media items with a
 * cover and before/after pairs. The flat media items of `/api/projects` stay as they are.
 */

/**
 * A slug staff typed: trimmed, lower-cased, spaces turned into dashes; anything else outside
 * a–z, digits and single dashes is refused rather than silently changed (a Cyrillic "а" that
 * looks like "a", `..`, `/`).
 */
export const portfolioSlug = z.pipe(
  text().check(z.trim()),
  z.pipe(
    z.transform((slug: string) => slug.toLowerCase().replace(/\s+/g, '-')),
    z.string().check(
      z.minLength(1, { error: 'must not be empty' }),
      z.maxLength(portfolioLimits.slug, {
        error: `must be at most ${portfolioLimits.slug} characters`,
      }),
      z.regex(slugPattern, {
        error:
          'may hold only the letters a to z, digits and single dashes between words (like kitchen-in-randburg)',
      }),
    ),
  ),
)

/** `YYYY-MM`, a real month. */
export const completionMonth = text().check(
  z.regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/, {
    error: 'must be a month written YYYY-MM, like 2026-03',
  }),
)

const portfolioCategory = z.pipe(
  text().check(
    z.refine((name) => findImageCategory(name) !== undefined, {
      error: `must be one of: ${imageCategories.join(', ')}`,
    }),
  ),
  z.transform((name: string) => findImageCategory(name) ?? name),
)

const mediaId = idOf('a media item')

export const beforeAfterPair = z.strictObject({ beforeId: mediaId, afterId: mediaId })

export type BeforeAfterPairIds = z.infer<typeof beforeAfterPair>

/** The text fields of the declaration (portfolio-project-fields.ts), in its order. */
const projectTexts = byPortfolioTextField((name) => writtenText(portfolioTextFields[name]))

const projectFields = {
  title: writtenText({ maxLength: portfolioLimits.title, required: true }),
  slug: portfolioSlug,
  ...projectTexts,
  completedOn: completionMonth,
  category: portfolioCategory,
  /**
   * What was done: keys of the published settings' services (or their current names, which the
   * server turns into keys); the server checks they exist.
   */
  scope: z.array(serviceReference).check(
    z.maxLength(siteSettingsLimits.services.max, {
      error: `may name at most ${siteSettingsLimits.services.max} services`,
    }),
    z.refine((tags) => new Set(tags).size === tags.length, {
      error: 'names a service twice',
    }),
  ),
  /** Media ids in the order the project shows them. */
  items: z.array(mediaId).check(
    z.maxLength(portfolioLimits.items, {
      error: `may hold at most ${portfolioLimits.items} items`,
    }),
    z.refine((ids) => new Set(ids).size === ids.length, { error: 'names an item twice' }),
  ),
  /** One of `items`; null (or absent) means the first item. */
  coverId: z.nullable(mediaId),
  pairs: z.array(beforeAfterPair).check(
    z.maxLength(portfolioLimits.pairs, {
      error: `may hold at most ${portfolioLimits.pairs} pairs`,
    }),
  ),
  published: z.boolean({ error: 'must be true or false' }),
}

/**
 * `POST /api/portfolio`. The server checks what the shape cannot: every id names an existing
 * item, the cover and both photos of each pair are among `items`, a pair is two different photos,
 * a published project has at least one item, the slug is free. Without a slug one is made from
 * the title (and numbered when taken).
 */
export const newPortfolioProject = z.strictObject({
  title: projectFields.title,
  slug: z.optional(projectFields.slug),
  ...byPortfolioTextField((name) => z._default(projectTexts[name], '')),
  completedOn: projectFields.completedOn,
  category: projectFields.category,
  scope: z._default(projectFields.scope, []),
  items: z._default(projectFields.items, []),
  coverId: z._default(projectFields.coverId, null),
  pairs: z._default(projectFields.pairs, []),
  published: z._default(projectFields.published, false),
})

export type NewPortfolioProject = z.input<typeof newPortfolioProject>

/** `PATCH /api/portfolio/:id`: any of the fields, at least one. `items` replaces the whole order. */
export const portfolioChanges = z.partial(z.strictObject(projectFields)).check(
  z.refine((changes) => Object.keys(changes).length > 0, {
    error: 'nothing to change: send at least one field',
  }),
)

export type PortfolioChanges = z.input<typeof portfolioChanges>

/** `/api/portfolio/:id` (staff). */
export const portfolioIdParams = z.object({ id: idOf('a portfolio project') })

/** `/api/portfolio/:slug` (visitors): any text, so an unknown slug is a 404, not a 400. */
export const portfolioSlugParams = z.object({ slug: text() })

/** `GET /api/portfolio/:slug?limit=&offset=`: a page of the project's items (default the first 60). */
export const portfolioItemsQuery = z.object({
  limit: z.optional(wholeNumber(1, portfolioItemPageLimit)),
  offset: z.optional(wholeNumber(0, portfolioLimits.items)),
})

/** `GET /api/portfolio?category=&area=`: published projects, newest completion first. */
export const portfolioListQuery = z.object({
  category: z.optional(text().check(z.trim(), z.maxLength(100))),
  area: z.optional(text().check(z.trim(), z.maxLength(portfolioLimits.area))),
})

const coverImage = z.object({
  url: z.string(),
  srcset: z.array(z.object({ url: z.string(), width: z.number() })),
  width: z.nullable(z.number()),
  height: z.nullable(z.number()),
})

/** One card of `/projects` and `GET /api/portfolio`. */
export const portfolioSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  area: z.string(),
  completedOn: z.string(),
  category: z.string(),
  scope: z.array(z.string()),
  /** The cover's small copies (a video's still frame when the cover is a video); null when none. */
  cover: z.nullable(coverImage),
  itemCount: z.number(),
  /** Of `itemCount`, how many are videos. */
  videoCount: z.number(),
})

export type PortfolioSummary = z.infer<typeof portfolioSummary>

export const portfolioSummaryList = z.array(portfolioSummary)

/** `GET /api/portfolio/:slug`: a published project with a page of its items and all its pairs. */
export const portfolioProject = z.extend(portfolioSummary, {
  description: z.string(),
  /** The cover item itself (first item when none was chosen). */
  coverItem: z.nullable(mediaItem),
  /** Items in the project's order: the page asked for. */
  items: z.array(mediaItem),
  /** Where `items` starts in the whole order. */
  offset: z.number(),
  pairs: z.array(z.object({ before: mediaItem, after: mediaItem })),
  /** ISO 8601: when it was last published or changed while published. */
  updatedAt: z.string(),
})

export type PortfolioProject = z.infer<typeof portfolioProject>

/** What staff see and edit (`GET /api/admin/portfolio`, and every staff write's response). */
export const adminPortfolioProject = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  ...byPortfolioTextField(() => z.string()),
  completedOn: z.string(),
  category: z.string(),
  scope: z.array(z.string()),
  items: z.array(z.string()),
  coverId: z.nullable(z.string()),
  pairs: z.array(z.object({ beforeId: z.string(), afterId: z.string() })),
  published: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})

export type AdminPortfolioProject = z.infer<typeof adminPortfolioProject>

export const adminPortfolioProjectList = z.array(adminPortfolioProject)
