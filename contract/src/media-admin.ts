import * as z from 'zod/mini'
import { findImageCategory, imageCategories } from './categories.js'
import {
  mediaTextFieldNames,
  mediaTextFields,
  staffMediaTextFieldNames,
} from './media-item-fields.js'
import { mediaItem } from './media-items.js'
import { text, writtenText } from './text.js'
import { byField } from './text-fields.js'

/** processing: derivatives being made; ready: listed publicly; failed: see failureReason. */
export const mediaStatuses = ['processing', 'ready', 'failed'] as const

export type MediaStatus = (typeof mediaStatuses)[number]

/** Who chose an item's category: staff (while uploading or since), the image analyser, or the file-name rules. */
export const categorySources = ['staff', 'analyser', 'filename'] as const

export type CategorySource = (typeof categorySources)[number]

/**
 * An item as the portal shows it (`GET /api/admin/projects`, the media library's pages): the
 * public shape (with `altText`) and its state.
 */
export const adminMediaItem = z.extend(mediaItem, {
  status: z.enum(mediaStatuses),
  /** The untouched upload (location and device metadata included): served only to staff. */
  original: z.string(),
  /** Why processing failed, in words for staff. */
  failureReason: z.nullable(z.string()),
  /** Who chose the category: staff, the image analyser or the file-name rules. */
  categorySource: z.enum(categorySources),
  /** The title was made from the category and month (a camera's file name): staff should write one. */
  needsTitle: z.boolean(),
  /** The text fields for staff only (media-item-fields.ts). */
  ...byField(staffMediaTextFieldNames, () => z.string()),
})

export type AdminMediaItem = z.infer<typeof adminMediaItem>

export const adminMediaItemList = z.array(adminMediaItem)

const category = z.pipe(
  text().check(
    z.refine((name) => findImageCategory(name) !== undefined, {
      error: `must be one of: ${imageCategories.join(', ')}`,
    }),
  ),
  // The canonical spelling, whatever case the client sent.
  z.transform((name: string) => findImageCategory(name) ?? name),
)

/** `PATCH /api/projects/:id`: what staff may change about an item; at least one field. */
export const mediaChanges = z
  .strictObject({
    ...byField(mediaTextFieldNames, (name) => z.optional(writtenText(mediaTextFields[name]))),
    category: z.optional(category),
  })
  .check(
    z.refine((changes) => Object.keys(changes).length > 0, {
      error: 'nothing to change: send a title, description, alt text or category',
    }),
  )

export type MediaChanges = z.input<typeof mediaChanges>
