/**
 * Shared look of form inputs (quote form, admin login); the border keeps 3:1 against white
 * (WCAG 1.4.11).
 */
export const controlClass =
  'block w-full rounded-lg border border-ink-muted/70 bg-white px-3.5 py-2.5 text-base text-ink shadow-xs placeholder:text-ink-muted/80'

export const labelClass = 'block text-sm font-semibold text-brand-950'
