export const mainContentId = 'main-content'

export function SkipLink() {
  return (
    <a
      href={`#${mainContentId}`}
      className="sr-only z-50 rounded-lg bg-accent-400 px-4 py-3 font-semibold text-brand-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-3"
    >
      Skip to content
    </a>
  )
}
