import type { AdminProject } from './api/get-admin-projects'
import type { ProjectChanges } from './api/update-project'

export const titleMaxLength = 200
export const descriptionMaxLength = 2000

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
  else if (title.length > titleMaxLength)
    errors.title = `The title can be at most ${titleMaxLength} characters.`
  if (draft.description.trim().length > descriptionMaxLength)
    errors.description = `The description can be at most ${descriptionMaxLength} characters.`
  if (!categories.includes(draft.category)) errors.category = 'Choose a category from the list.'
  return errors
}

/** Only what differs from the item, trimmed as the server stores it. */
export function changesFrom(item: AdminProject, draft: MediaDraft): ProjectChanges {
  const changes: ProjectChanges = {}
  const title = draft.title.trim()
  const description = draft.description.trim()
  if (title !== item.title) changes.title = title
  if (description !== item.description) changes.description = description
  if (draft.category !== item.category) changes.category = draft.category
  return changes
}
