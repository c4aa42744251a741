import type { StaffRole } from '@site/contract/admin-session'
import { Link, useRouterState } from '@tanstack/react-router'
import { Ellipsis } from 'lucide'
import { useEffect, useId, useState } from 'react'
import { Icon } from '../ui/icon'
import { type PortalSection, sectionAt, sectionsFor } from './portal-sections'

interface SectionBarProps {
  /** Who is signed in: office accounts do not see the owner's sections. */
  role: StaffRole
  /** Quote requests still in the stage "New"; shown on their tab when there are any. */
  newRequests?: number
  /** Reviews waiting for approval; shown on their entry (under More on a phone). */
  pendingReviews?: number
}

/** What a section's count means, read after it ("Quotes (2 new)"). */
const countWords: Partial<Record<PortalSection['to'], string>> = {
  '/admin-portal/requests': 'new',
  '/admin-portal/reviews': 'waiting',
}

/**
 * A tab's count as a screen reader says it, after the name: "Quotes (2 new)". In brackets, not
 * after a comma: Chromium puts a space before text placed apart like this ("Quotes , 2 new").
 * The space before it is for readers that do not (the space is no flex item, so it takes no room).
 */
function SpokenCount({ count, words }: { count: number; words?: string }) {
  return (
    <>
      {' '}
      <span className="sr-only">({`${count} ${words ?? ''}`.trim()})</span>
    </>
  )
}

const badgeClass =
  'min-w-5 rounded-full bg-red-700 px-1.5 text-center text-[0.6875rem] leading-5 font-bold text-white tabular-nums'

const tabClass =
  'relative flex min-h-16 w-full flex-col items-center justify-center gap-0.5 text-[0.6875rem] leading-tight font-semibold text-ink-muted hover:text-brand-900 focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:[outline-color:var(--focus-ring)] data-[status=active]:text-brand-900 md:border-b-3 md:border-transparent md:data-[status=active]:border-accent-400 lg:min-h-12 lg:flex-row lg:gap-1.5 lg:px-2 lg:text-sm'

/**
 * The portal's sections, one tap away: on a phone a bar fixed to the bottom of the screen, in
 * thumb reach (icons over short labels, 44 px and more, above the home indicator), holding the
 * four daily sections and More, which opens the rest above it (decision 062: ten do not fit 390 px);
 * on a tablet every section under the hero; on a wide screen a row of tabs with their full
 * names. The page keeps room for it (`--portal-bar`), so it covers nothing.
 */
export function SectionBar({ role, newRequests = 0, pendingReviews = 0 }: SectionBarProps) {
  const sections = sectionsFor(role)
  const countOf = (section: PortalSection) =>
    section.to === '/admin-portal/requests'
      ? newRequests
      : section.to === '/admin-portal/reviews'
        ? pendingReviews
        : 0
  return (
    <nav
      aria-label="Portal sections"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:static md:border-t-0 md:border-b md:pb-0 md:shadow-none"
    >
      <ul className="mx-auto grid max-w-7xl grid-cols-5 md:flex md:px-6 lg:flex-wrap lg:gap-0.5 lg:px-8">
        {sections.map((section) => (
          <li
            key={section.to}
            className={`min-w-0 md:flex-1 lg:flex-none ${section.onPhoneBar ? '' : section.besideName ? 'hidden' : 'hidden md:block'}`}
          >
            <SectionTab section={section} count={countOf(section)} />
          </li>
        ))}
        <li className="min-w-0 md:hidden">
          <MoreSections
            sections={sections.filter((section) => !section.onPhoneBar)}
            countOf={countOf}
          />
        </li>
      </ul>
    </nav>
  )
}

function SectionTab({ section, count }: { section: PortalSection; count: number }) {
  const drawing = section.icon
  return (
    <Link
      to={section.to}
      activeOptions={{ exact: section.to === '/admin-portal', includeSearch: false }}
      className={tabClass}
    >
      <span className="relative">
        <Icon drawing={drawing} aria-hidden="true" className="size-5" />
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
      {count > 0 ? <SpokenCount count={count} words={countWords[section.to]} /> : null}
    </Link>
  )
}

/** The phone's More: the sections that are not on the bar, in a list that opens above it. */
function MoreSections({
  sections,
  countOf,
}: {
  sections: PortalSection[]
  countOf: (section: PortalSection) => number
}) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const current = sectionAt(pathname)
  const inHere = current !== undefined && sections.includes(current)
  // What waits in the sections under More (reviews to approve) shows on More itself.
  const waiting = sections.reduce((sum, section) => sum + countOf(section), 0)
  // Going to a section (from the list or elsewhere) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])

  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        // The name starts with the words shown (WCAG 2.5.3, label in name).
        aria-label={
          inHere
            ? `${current.short}, open; more sections${waiting > 0 ? `, ${waiting} waiting` : ''}`
            : undefined
        }
        data-status={inHere ? 'active' : undefined}
        onClick={() => setOpen((was) => !was)}
        className={tabClass}
      >
        <span className="relative">
          <Icon drawing={Ellipsis} aria-hidden="true" className="size-5" />
          {waiting > 0 ? (
            <span aria-hidden="true" className={`absolute -top-2 left-3 ${badgeClass}`}>
              {waiting}
            </span>
          ) : null}
        </span>
        <span className="max-w-full truncate">{inHere ? current.short : 'More'}</span>
        {waiting > 0 && !inHere ? <SpokenCount count={waiting} words="waiting" /> : null}
      </button>
      {open ? (
        <>
          {/* A tap anywhere else closes the list. */}
          <div aria-hidden="true" className="fixed inset-0 -z-10" onClick={() => setOpen(false)} />
          <ul
            id={listId}
            aria-label="More sections"
            className="absolute right-2 bottom-full mb-2 w-56 rounded-xl border border-line bg-white py-2 shadow-lg"
          >
            {sections.map((section) => {
              const drawing = section.icon
              return (
                <li key={section.to}>
                  <Link
                    to={section.to}
                    onClick={() => setOpen(false)}
                    className="flex min-h-12 items-center gap-3 px-4 font-semibold text-ink hover:bg-surface-muted focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:[outline-color:var(--focus-ring)] data-[status=active]:text-brand-900"
                  >
                    <Icon drawing={drawing} aria-hidden="true" className="size-5 text-ink-muted" />
                    {section.label}
                    {countOf(section) > 0 ? (
                      <>
                        <span aria-hidden="true" className={`ml-auto ${badgeClass}`}>
                          {countOf(section)}
                        </span>
                        <SpokenCount count={countOf(section)} words={countWords[section.to]} />
                      </>
                    ) : null}
                  </Link>
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
    </>
  )
}
