import { Link } from '@tanstack/react-router'
import { type PortalSection, portalSections } from './portal-sections'

interface SectionBarProps {
  /** Quote requests still in the stage "New"; shown on their tab when there are any. */
  newRequests?: number
}

/**
 * The portal's sections, one tap away: on a phone a bar fixed to the bottom of the screen, in
 * thumb reach (icons over short labels, 44 px and more, above the home indicator); on a tablet
 * the same seven under the hero; on a wide screen a row of tabs with their full names. The page keeps room for it (`--portal-bar`), so it
 * covers nothing.
 */
export function SectionBar({ newRequests = 0 }: SectionBarProps) {
  return (
    <nav
      aria-label="Portal sections"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:static md:border-t-0 md:border-b md:pb-0 md:shadow-none"
    >
      <ul className="mx-auto grid max-w-7xl grid-cols-7 md:px-6 lg:flex lg:gap-1 lg:px-8">
        {portalSections.map((section) => (
          <li key={section.to} className="min-w-0">
            <SectionTab
              section={section}
              count={section.to === '/admin-portal/requests' ? newRequests : 0}
            />
          </li>
        ))}
      </ul>
    </nav>
  )
}

function SectionTab({ section, count }: { section: PortalSection; count: number }) {
  const Icon = section.icon
  return (
    <Link
      to={section.to}
      activeOptions={{ exact: section.to === '/admin-portal', includeSearch: false }}
      className="relative flex min-h-16 flex-col items-center justify-center gap-0.5 text-[0.6875rem] leading-tight font-semibold text-ink-muted hover:text-brand-900 focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:[outline-color:var(--focus-ring)] data-[status=active]:text-brand-900 md:border-b-3 md:border-transparent md:data-[status=active]:border-accent-400 lg:min-h-12 lg:flex-row lg:gap-2 lg:px-4 lg:text-sm"
    >
      <span className="relative">
        <Icon aria-hidden="true" className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-2 left-3 min-w-5 rounded-full bg-red-700 px-1.5 text-center text-[0.6875rem] leading-5 font-bold text-white tabular-nums lg:hidden"
          >
            {count}
          </span>
        ) : null}
      </span>
      <span className="max-w-full truncate lg:hidden">{section.short}</span>
      <span className="hidden lg:inline">{section.label}</span>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="hidden min-w-6 rounded-full bg-red-700 px-2 text-center text-xs leading-6 font-bold text-white tabular-nums lg:inline"
        >
          {count}
        </span>
      ) : null}
      {count > 0 ? <span className="sr-only">, {count} new</span> : null}
    </Link>
  )
}
