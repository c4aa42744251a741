import * as z from 'zod/mini'
import { allCategories, findCategory } from './categories.js'
import { adminMediaItem, mediaChanges, mediaStatuses } from './media-admin.js'
import {
  bulkActionLimit,
  mediaLibraryLastPage,
  mediaLibraryPageSize,
  mediaSearchLimit,
} from './media-library-limits.js'
import { idOf, text, wholeNumber } from './text.js'
import { fileTypes } from './upload-rules.js'

/**
 * The portal's media library (issue 34): every item a page at a time, filtered and searched, and
 * actions on many items at once with one outcome per item (decision 055).
 */

/** `GET /api/admin/media?page=&category=&type=&status=&needsTitle=&since=&q=`. */
export const mediaLibraryQuery = z.strictObject({
  page: z._default(wholeNumber(1, mediaLibraryLastPage), 1),
  /** Any category a visitor can meet; `Videos` means every video, as the public list has it. */
  category: z.optional(
    z.pipe(
      text().check(
        z.refine((name) => findCategory(name) !== undefined, {
          error: `must be one of: ${allCategories.join(', ')}`,
        }),
      ),
      z.transform((name: string) => findCategory(name) ?? name),
    ),
  ),
  type: z.optional(z.enum(fileTypes, { error: `must be one of: ${fileTypes.join(', ')}` })),
  /** `processing` is what the portal asks for every few seconds after an upload (decision 076). */
  status: z.optional(
    z.enum(mediaStatuses, { error: `must be one of: ${mediaStatuses.join(', ')}` }),
  ),
  needsTitle: z.optional(z.literal('true', { error: 'must be true (or left out)' })),
  since: z.optional(z.literal('week', { error: 'must be week (or left out)' })),
  /** Part of the title, any case. */
  q: z.optional(
    text().check(
      z.trim(),
      z.maxLength(mediaSearchLimit, {
        error: `must be at most ${mediaSearchLimit} characters`,
      }),
    ),
  ),
})

export type MediaLibraryQuery = z.infer<typeof mediaLibraryQuery>

/** One page of the library, newest first; a page past the end is empty, `total` still true. */
export const mediaLibraryPage = z.object({
  items: z.array(adminMediaItem),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
})

export type MediaLibraryPage = z.infer<typeof mediaLibraryPage>

const ids = z.array(idOf('a media item')).check(
  z.minLength(1, { error: 'choose at least one item' }),
  z.maxLength(bulkActionLimit, {
    error: `may name at most ${bulkActionLimit} items at once; act on them a page at a time`,
  }),
  z.refine((list) => new Set(list).size === list.length, { error: 'names an item twice' }),
)

/** The single-item edit's rule, as it is: one of the image categories or General. */
const category = z.nonoptional(mediaChanges.shape.category, { error: 'choose a category' })

const actions = ['set-category', 'delete', 'add-to-project'] as const

/**
 * `POST /api/admin/media/bulk`. `add-to-project` appends the items to a portfolio project; with
 * `as: 'pairs'` they are taken two by two as before/after pairs (before first), photos only.
 */
export const bulkAction = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ action: z.literal('set-category'), ids, category }),
    z.strictObject({ action: z.literal('delete'), ids }),
    z.strictObject({
      action: z.literal('add-to-project'),
      ids,
      projectId: idOf('a portfolio project'),
      as: z._default(z.enum(['items', 'pairs'], { error: 'must be items or pairs' }), 'items'),
    }),
  ],
  { error: `must be one of: ${actions.join(', ')}` },
)

export type BulkAction = z.input<typeof bulkAction>

export const bulkOutcome = z.union([
  z.object({ id: z.string(), ok: z.literal(true) }),
  z.object({ id: z.string(), ok: z.literal(false), message: z.string() }),
])

export type BulkOutcome = z.infer<typeof bulkOutcome>

/** One outcome per id, in the order sent; what was done stays done when another item fails. */
export const bulkOutcomes = z.object({ outcomes: z.array(bulkOutcome) })

export type BulkOutcomes = z.infer<typeof bulkOutcomes>

export { bulkActionLimit, mediaLibraryPageSize, mediaSearchLimit }
