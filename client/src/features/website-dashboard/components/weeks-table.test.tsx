import type { DashboardWeek } from '@site/contract/website-dashboard'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type WeekColumn, WeeksTable } from './weeks-table'

// Only what the table reads of a week: its start, and the one figure of these columns.
const weeks = [
  { weekStart: '2026-11-23', quoteRequests: 2 },
  { weekStart: '2026-11-16', quoteRequests: 3 },
] as DashboardWeek[]

/** The table's rows as text, header row first. */
function rowsWith(column: WeekColumn): (string | null)[] {
  render(<WeeksTable weeks={weeks} caption="Requests" weekHeader="Week of" columns={[column]} />)
  const table = screen.getByRole('table', { name: 'Requests' })
  return within(table)
    .getAllByRole('row')
    .map((row) => row.textContent)
}

afterEach(cleanup)

describe('WeeksTable', () => {
  it('has a row a week, named by its start, and a total row when the columns give totals', () => {
    const rows = rowsWith({ header: 'Requests', cell: (week) => week.quoteRequests, total: 5 })
    expect(rows).toEqual(['Week ofRequests', '23 Nov2', '16 Nov3', 'Total5'])
    expect(screen.getAllByRole('rowheader')[0]?.querySelector('time')?.dateTime).toBe('2026-11-23')
  })

  it('has no total row when no column gives one', () => {
    const rows = rowsWith({ header: 'Requests', cell: (week) => week.quoteRequests })
    expect(rows).toEqual(['Week ofRequests', '23 Nov2', '16 Nov3'])
  })
})
