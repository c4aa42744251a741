import type { AdminProject, MediaChanges } from '@site/contract/media-admin'
import { textLimits } from '@site/contract/text-limits'

export interface MediaDraft {
  title: string
  description: string
  category: string
}

export type DraftErrors = Partial<Record<keyof MediaDraft, string>>

/** The same limits the server applies, so most mistakes are shown before anything is sent. */
export function validateDraft(draft: MediaDraft, categories: readonly string[]): DraftErrors {
  const errors: DraftErrors = {}
  const title = draft.title.trim()
  if (!title) errors.title = 'Enter a title.'
  else if (title.length > textLimits.mediaTitle)
    errors.title = `The title can be at most ${textLimits.mediaTitle} characters.`
  if (draft.description.trim().length > textLimits.mediaDescription)
    errors.description = `The description can be at most ${textLimits.mediaDescription} characters.`
  if (!categories.includes(draft.category)) errors.category = 'Choose a category from the list.'
  return errors
}

/** Only what differs from the item, trimmed as the server stores it. */
export function changesFrom(item: AdminProject, draft: MediaDraft): MediaChanges {
  const changes: MediaChanges = {}
  const title = draft.title.trim()
  const description = draft.description.trim()
  if (title !== item.title) changes.title = title
  if (description !== item.description) changes.description = description
  if (draft.category !== item.category) changes.category = draft.category
  return changes
}
