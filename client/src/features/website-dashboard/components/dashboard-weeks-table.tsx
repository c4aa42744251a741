import type { DashboardWeek } from '@site/contract/website-dashboard'
import { longWeekOf, shortWeekOf } from '../week-of'

const figures = ['quoteRequests', 'whatsappTaps', 'callTaps'] as const

const cell = 'px-2 py-2 text-right tabular-nums sm:px-4'

/** The weeks, newest first, one row each; narrow enough for a phone held upright. */
export function DashboardWeeksTable({ weeks }: { weeks: readonly DashboardWeek[] }) {
  const total = (figure: (typeof figures)[number]) =>
    weeks.reduce((sum, week) => sum + week[figure], 0)
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-sm">
        <caption className="px-2 py-3 text-left font-semibold text-brand-950 sm:px-4">
          The last {weeks.length} weeks, newest first
        </caption>
        <thead className="border-y border-line bg-surface-muted text-ink-muted">
          <tr>
            <th scope="col" className="px-2 py-2 text-left font-semibold whitespace-nowrap sm:px-4">
              Week of
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Quote requests
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              WhatsApp taps
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Call taps
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {weeks.map((week) => (
            <tr key={week.weekStart}>
              <th scope="row" className="px-2 py-2 text-left font-medium whitespace-nowrap sm:px-4">
                <time dateTime={week.weekStart} title={longWeekOf(week.weekStart)}>
                  {shortWeekOf(week.weekStart)}
                </time>
              </th>
              {figures.map((figure) => (
                <td key={figure} className={cell}>
                  {week[figure]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-line font-semibold text-brand-950">
          <tr>
            <th scope="row" className="px-2 py-2 text-left sm:px-4">
              Total
            </th>
            {figures.map((figure) => (
              <td key={figure} className={cell}>
                {total(figure)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}
