import type { AdminPortfolioProject } from '@site/contract/portfolio'
import { adminMessages } from '../../lib/portal/messages'

/** Texts of the portfolio editor. */
export const portfolioMessages = {
  saved: 'Project saved',
  saveFailed: adminMessages.saveFailed,
  deleted: 'Project deleted',
  deleteFailed: adminMessages.deleteFailed,
  unexpected: adminMessages.unexpected,
  listFailed: 'The portfolio projects could not be loaded.',
  deleteConsequence:
    'Its page leaves the website. Its photos and videos stay in the media library. This cannot be undone.',
  /** Long enough to read twice: a 4-second confirmation was found too short. */
  confirmationMs: 10_000,
  /** The editor's Save and Publish bar sits at the bottom of a phone's screen: toasts go on top. */
  toastPosition: 'top-center',
  savedAs: ({ title, published }: AdminPortfolioProject) =>
    published ? `“${title}” is published.` : `“${title}” is saved as a draft.`,
  deletedWhat: (title: string) => `“${title}” was deleted. Its photos and videos stay.`,
} as const

/** The public page of a project. */
export function publicPagePath(slug: string): string {
  return `/projects/${encodeURIComponent(slug)}`
}
