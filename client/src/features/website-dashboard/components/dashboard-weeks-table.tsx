import type { DashboardWeek } from '@site/contract/website-dashboard'
import { type WeekColumn, WeeksTable } from './weeks-table'

const figures = [
  ['quoteRequests', 'Quote requests'],
  ['whatsappTaps', 'WhatsApp taps'],
  ['callTaps', 'Call taps'],
] as const

/** The weeks, newest first, one row each; narrow enough for a phone held upright. */
export function DashboardWeeksTable({ weeks }: { weeks: readonly DashboardWeek[] }) {
  const columns: WeekColumn[] = figures.map(([figure, header]) => ({
    header,
    cell: (week) => week[figure],
    total: weeks.reduce((sum, week) => sum + week[figure], 0),
  }))
  return (
    <WeeksTable
      weeks={weeks}
      caption={`The last ${weeks.length} weeks, newest first`}
      weekHeader="Week of"
      columns={columns}
    />
  )
}
