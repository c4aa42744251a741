import type { UseQueryResult } from '@tanstack/react-query'
import { RefreshCw } from 'lucide'
import { type ReactNode, type Ref, useId } from 'react'
import { buttonClass } from '../ui/button-class'
import { Icon } from '../ui/icon'
import { LoadingNote } from './loading-note'

interface SectionRefresh {
  fetching: boolean
  onRefresh: () => void
}

/** The Refresh of a section showing these queries: it spins while any fetches, and refetches all. */
export function refreshOf(...queries: UseQueryResult<unknown, Error>[]): SectionRefresh {
  return {
    fetching: queries.some((query) => query.isFetching),
    onRefresh: () => void Promise.all(queries.map((query) => query.refetch())),
  }
}

interface SectionShellProps {
  title: string
  /** A line or two under the heading: what the section is for. */
  intro?: ReactNode
  /** A Refresh button, spinning while `fetching` (`refreshOf(query)` for a section's queries). */
  refresh?: SectionRefresh
  /** Buttons beside the heading (before Refresh). */
  actions?: ReactNode
  /** The heading takes the focus through it (it is focusable from script). */
  headingRef?: Ref<HTMLHeadingElement>
  children: ReactNode
}

/** Every portal section's frame: its heading with Refresh and actions, its introduction. */
export function SectionShell({
  title,
  intro,
  refresh,
  actions,
  headingRef,
  children,
}: SectionShellProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className="bg-white py-8 sm:py-12">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="text-2xl font-bold tracking-tight text-brand-950"
          >
            {title}
          </h2>
          {actions || refresh ? (
            <div className="flex flex-wrap gap-3">
              {actions}
              {refresh ? (
                <button
                  type="button"
                  onClick={refresh.onRefresh}
                  disabled={refresh.fetching}
                  className={`${buttonClass('outline', 'touch')} disabled:cursor-wait disabled:opacity-60`}
                >
                  <Icon
                    drawing={RefreshCw}
                    aria-hidden="true"
                    className={`size-4 ${refresh.fetching ? 'animate-spin' : ''}`}
                  />
                  Refresh
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
        {intro ? <p className="mt-2 max-w-3xl text-ink-muted">{intro}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  )
}

interface QueryStatesProps<T> {
  query: UseQueryResult<T, Error>
  /** Shown while the first answer is awaited ("Loading quote requests..."). */
  loading: string
  /** Said before the error's own message when the query failed. */
  failed: string
  /** Shown instead of `children` when `isEmpty` says there is nothing. */
  empty?: { when: (data: T) => boolean; text: ReactNode }
  className?: string
  children: (data: T) => ReactNode
}

/** A query's loading, failed, empty and loaded states, the same way in every section. */
export function QueryStates<T>({
  query,
  loading,
  failed,
  empty,
  className,
  children,
}: QueryStatesProps<T>) {
  return (
    <div className={className} aria-busy={query.isPending}>
      {query.isSuccess ? (
        empty?.when(query.data) ? (
          <p className="text-ink-muted">{empty.text}</p>
        ) : (
          children(query.data)
        )
      ) : query.isError ? (
        <p role="alert" className="text-red-800">
          {failed} {query.error.message}
        </p>
      ) : (
        <LoadingNote>{loading}</LoadingNote>
      )}
    </div>
  )
}
