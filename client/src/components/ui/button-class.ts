const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors duration-200'

const sizes = {
  md: 'min-h-12 px-6 py-3 text-base',
  sm: 'min-h-10 px-4 py-2 text-sm',
  /** Small text, but a 44 px target for a thumb (WCAG 2.5.5). */
  touch: 'min-h-11 px-4 py-2 text-sm',
} as const

const variants = {
  /** The one accent, for calls to action. */
  accent: 'bg-accent-400 text-brand-950 shadow-sm hover:bg-accent-300',
  primary: 'bg-brand-900 text-white shadow-sm hover:bg-brand-800',
  outline: 'border-2 border-brand-900 text-brand-900 hover:bg-brand-50',
  outlineOnDark: 'border-2 border-white/70 text-white hover:border-white hover:bg-white/10',
} as const

/** Class names for links and buttons that look like buttons. */
export function buttonClass(
  variant: keyof typeof variants,
  size: keyof typeof sizes = 'md',
): string {
  return `${base} ${sizes[size]} ${variants[variant]}`
}
