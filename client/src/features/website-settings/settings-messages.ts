import { adminMessages } from '../../lib/portal/messages'

/** Texts of the "Website settings" section. */
export const settingsMessages = {
  loadFailed: 'The website settings could not be loaded.',
  historyFailed: 'The published versions could not be loaded.',
  published: 'Website settings published',
  publishedAs: (version: number) =>
    `Version ${version} is live: every page shows it from its next load.`,
  publishFailed: 'Not published',
  toFix: (count: number) =>
    count === 1
      ? 'One setting needs fixing before it can be published or previewed.'
      : `${count} settings need fixing before they can be published or previewed.`,
  newer: (version: number) =>
    `Version ${version} was published after you opened these settings (from the history, or by someone else). Publishing now would be refused.`,
  restored: 'Version restored',
  restoredAs: (from: number, version: number) =>
    `Version ${from} is live again, as version ${version}.`,
  restoreFailed: 'Not restored',
  unexpected: adminMessages.unexpected,
  confirmationMs: 10_000,
  /** The Publish bar sits at the bottom of a phone's screen: toasts go on top. */
  toastPosition: 'top-center',
} as const
