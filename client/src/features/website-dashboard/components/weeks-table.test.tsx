import type { DashboardWeek } from '@site/contract/website-dashboard'
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { WeeksTable } from './weeks-table'

const week = (weekStart: string, quoteRequests: number): DashboardWeek => ({
  weekStart,
  quoteRequests,
  whatsappTaps: 0,
  callTaps: 0,
  unusualTaps: 0,
  medianFirstContactMinutes: null,
  reviewRequestsSent: 0,
  reviewsReceived: 0,
  averageStars: null,
})
const weeks = [week('2026-11-23', 2), week('2026-11-16', 3)]

afterEach(cleanup)

describe('WeeksTable', () => {
  it('has a row a week, named by its start, and a total row when the columns give totals', () => {
    render(
      <WeeksTable
        weeks={weeks}
        caption="Requests"
        weekHeader="Week of"
        columns={[{ header: 'Requests', cell: (w) => w.quoteRequests, total: 5 }]}
      />,
    )
    const table = screen.getByRole('table', { name: 'Requests' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows[0]).toBe('Week ofRequests')
    expect(rows).toHaveLength(4)
    expect(rows[3]).toBe('Total5')
    expect(within(table).getAllByRole('rowheader')[0]?.querySelector('time')?.dateTime).toBe(
      '2026-11-23',
    )
  })

  it('has no total row when no column gives one', () => {
    render(
      <WeeksTable
        weeks={weeks}
        caption="Requests"
        weekHeader="Week"
        columns={[{ header: 'Requests', cell: (w) => w.quoteRequests }]}
      />,
    )
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows).toHaveLength(3)
    expect(rows.map((row) => row.textContent)).not.toContain('Total')
  })
})
