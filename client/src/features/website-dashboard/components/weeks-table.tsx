import type { DashboardWeek } from '@site/contract/website-dashboard'
import type { ReactNode } from 'react'
import { longWeekOf, shortWeekOf } from '../week-of'

/** One figure of a week: its header, its cell, and (when the table has a total row) its total. */
export interface WeekColumn {
  header: string
  cell: (week: DashboardWeek) => ReactNode
  total?: ReactNode
}

interface WeeksTableProps {
  weeks: readonly DashboardWeek[]
  caption: string
  /** The first column's header, over each row's week. */
  weekHeader: string
  columns: readonly WeekColumn[]
  /** Narrower side padding, so that five columns fit a phone held upright. */
  dense?: boolean
  className?: string
}

/**
 * The dashboard's weeks, one row each (a week's start as its row header), a figure a column,
 * with a total row when the columns give totals.
 */
export function WeeksTable({
  weeks,
  caption,
  weekHeader,
  columns,
  dense = false,
  className = '',
}: WeeksTableProps) {
  const side = dense ? 'px-1.5 sm:px-4' : 'px-2 sm:px-4'
  const cell = `${side} py-2 text-right tabular-nums`
  const withTotals = columns.some((column) => column.total !== undefined)
  return (
    // A table wider than a phone scrolls sideways: the region takes focus, so the keyboard can
    // scroll it too, and is named after its table.
    <section
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className={`overflow-x-auto rounded-2xl border border-line bg-white focus-visible:outline-3 focus-visible:[outline-color:var(--focus-ring)] ${className}`}
    >
      <table className="w-full text-sm">
        <caption className={`${side} py-3 text-left font-semibold text-brand-950`}>
          {caption}
        </caption>
        <thead className="border-y border-line bg-surface-muted text-ink-muted">
          <tr>
            <th scope="col" className={`${side} py-2 text-left font-semibold whitespace-nowrap`}>
              {weekHeader}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${cell} font-semibold`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row" className={`${side} py-2 text-left font-medium whitespace-nowrap`}>
                <time dateTime={week.weekStart} title={longWeekOf(week.weekStart)}>
                  {shortWeekOf(week.weekStart)}
                </time>
              </th>
              {columns.map((column) => (
                <td key={column.header} className={cell}>
                  {column.cell(week)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {withTotals ? (
          <tfoot className="border-t-2 border-line font-semibold text-brand-950">
            <tr>
              <th scope="row" className={`${side} py-2 text-left`}>
                Total
              </th>
              {columns.map((column) => (
                <td key={column.header} className={cell}>
                  {column.total}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  )
}
