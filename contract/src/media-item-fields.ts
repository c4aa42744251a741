import { staffOnlyTextFieldNames, type TextFieldSpec, textFieldNames } from './text-fields.js'
import { textLimits } from './text-limits.js'

/**
 * The lines of text staff write about a gallery media item, declared once (zod-free). Each is
 * trimmed and at most `maxLength` characters, stored in a column of the same name of `media`.
 * The change schema (`media-admin.ts`), the staff view, and the media library's texts form (its
 * fields, what it sends) follow from this list, in its order. The category is chosen, not written,
 * and has a place of its own.
 *
 * To add one: an entry here (without `onPublicPage`, staff see it under `label` in the texts
 * form, after the alt text) and a column of the same name, `text().notNull().default('')`, in
 * `db/src/schema/media.ts` with its migration.
 */
export const mediaTextFields = {
  title: { label: 'Title', maxLength: textLimits.mediaTitle, required: true, onPublicPage: true },
  description: {
    label: 'Description',
    maxLength: textLimits.mediaDescription,
    rows: 3,
    onPublicPage: true,
  },
  altText: {
    label: 'What the picture shows (alt text)',
    maxLength: textLimits.mediaAltText,
    rows: 2,
    onPublicPage: true,
  },
} as const satisfies Record<string, TextFieldSpec>

export type MediaTextFieldName = keyof typeof mediaTextFields

/** Every text field, in the declaration's order. */
export const mediaTextFieldNames = textFieldNames(mediaTextFields)

/** The added fields, for staff only (the public item's shape holds the others). */
export const staffMediaTextFieldNames = staffOnlyTextFieldNames(mediaTextFields)
