import type { WebsiteDashboard as Dashboard } from '@site/contract/website-dashboard'
import { cleanup, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { websiteDashboardQueryKey } from '../../../lib/portal/query-keys'
import { failQuery, renderPublicSection } from '../../../test/render-public-section'
import { WebsiteDashboard } from './website-dashboard'

const quiet = {
  quoteRequests: 0,
  whatsappTaps: 0,
  callTaps: 0,
  unusualTaps: 0,
  medianFirstContactMinutes: null,
  reviewRequestsSent: 0,
  reviewsReceived: 0,
  averageStars: null,
}
/** Twelve Mondays from 23 Nov 2026 back, the newest two with something in them. */
const dashboard: Dashboard = {
  weeks: Array.from({ length: 12 }, (_, weeksAgo) => ({
    weekStart: new Date(Date.UTC(2026, 10, 23 - 7 * weeksAgo)).toISOString().slice(0, 10),
    ...quiet,
    ...(weeksAgo === 0
      ? {
          quoteRequests: 3,
          whatsappTaps: 14,
          callTaps: 5,
          medianFirstContactMinutes: 135,
          reviewRequestsSent: 2,
          reviewsReceived: 2,
          averageStars: 4.5,
        }
      : {}),
    ...(weeksAgo === 1
      ? { quoteRequests: 1, whatsappTaps: 9, callTaps: 2, medianFirstContactMinutes: 40 }
      : {}),
    ...(weeksAgo === 3 ? { medianFirstContactMinutes: 20_220 } : {}),
    ...(weeksAgo === 11 ? { callTaps: 1 } : {}),
  })),
  stages: { new: 2, contacted: 4, quoted: 1, won: 6, done: 0, lost: 3 },
  unusualTapsOver: 20,
}

/** No query runs: the section shows the figures given (or waits for them) and requests nothing. */
async function renderSection(figures?: Dashboard) {
  const client = await renderPublicSection(<WebsiteDashboard />, {
    data: [[websiteDashboardQueryKey, figures]],
    queriesRun: false,
  })
  return { client, section: screen.getByRole('region', { name: 'How the website is doing' }) }
}

/** A figure as a screen reader pairs it: the term, then its number. */
function figuresIn(region: HTMLElement) {
  return within(region)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
}

describe('WebsiteDashboard', () => {
  it('has its h2 and a loading state', async () => {
    const { section } = await renderSection()
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe(
      'How the website is doing',
    )
    expect(within(section).getByText('Loading the figures...')).toBeTruthy()
    expect(within(section).queryByRole('table')).toBeNull()
  })

  it('shows this week and last week in front, and the requests per stage', async () => {
    const { section } = await renderSection(dashboard)
    const thisWeek = within(section).getByRole('region', { name: 'This week' })
    expect(within(thisWeek).getByText('From Monday 23 November 2026')).toBeTruthy()
    expect(figuresIn(thisWeek)).toEqual(['Quote requests: 3', 'WhatsApp taps: 14', 'Call taps: 5'])
    const lastWeek = within(section).getByRole('region', { name: 'Last week' })
    expect(within(lastWeek).getByText('From Monday 16 November 2026')).toBeTruthy()
    expect(figuresIn(lastWeek)).toEqual(['Quote requests: 1', 'WhatsApp taps: 9', 'Call taps: 2'])
    const stages = within(section).getByRole('region', { name: 'Quote requests by stage' })
    expect(figuresIn(stages)).toEqual([
      'New: 2',
      'Contacted: 4',
      'Quoted: 1',
      'Won: 6',
      'Done: 0',
      'Lost: 3',
    ])
  })

  it('lists the 12 weeks in a table with a caption, headers and totals', async () => {
    const { section } = await renderSection(dashboard)
    const table = within(section).getByRole('table', { name: 'The last 12 weeks, newest first' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Week of', 'Quote requests', 'WhatsApp taps', 'Call taps'])
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows).toHaveLength(13)
    expect(rows[0]).toEqual(['23 Nov', '3', '14', '5'])
    expect(rows[1]).toEqual(['16 Nov', '1', '9', '2'])
    expect(rows[2]).toEqual(['09 Nov', '0', '0', '0'])
    expect(rows[11]).toEqual(['07 Sept', '0', '0', '1'])
    expect(rows[12]).toEqual(['Total', '4', '23', '8'])
    expect(within(table).getAllByRole('rowheader')[0]?.querySelector('time')?.dateTime).toBe(
      '2026-11-23',
    )
  })

  it('names unusual taps apart from the counts, and nothing when there are none', async () => {
    const unusual = 'Plus 240 unusual taps this week (more than 20 in an hour), not counted above.'
    const { section: quietSection } = await renderSection(dashboard)
    expect(within(quietSection).queryByText(/unusual/)).toBeNull()
    cleanup()

    const weeks = dashboard.weeks.map((week, weeksAgo) =>
      weeksAgo === 0
        ? { ...week, unusualTaps: 240 }
        : weeksAgo === 1
          ? { ...week, unusualTaps: 7 }
          : weeksAgo === 3
            ? { ...week, unusualTaps: 1 }
            : week,
    )
    const { section } = await renderSection({ ...dashboard, weeks })
    const thisWeek = within(section).getByRole('region', { name: 'This week' })
    expect(figuresIn(thisWeek)).toEqual(['Quote requests: 3', 'WhatsApp taps: 14', 'Call taps: 5'])
    expect(within(thisWeek).getByText(unusual)).toBeTruthy()
    const lastWeek = within(section).getByRole('region', { name: 'Last week' })
    expect(
      within(lastWeek).getByText(
        'Plus 7 unusual taps last week (more than 20 in an hour), not counted above.',
      ),
    ).toBeTruthy()
    expect(
      within(section).getByText(
        'Plus 248 unusual taps in these weeks (more than 20 in an hour), not counted above.',
      ),
    ).toBeTruthy()
    const table = within(section).getByRole('table', { name: 'The last 12 weeks, newest first' })
    expect(within(table).getAllByRole('row').at(-1)?.textContent).toBe('Total4238')
  })

  it('shows how fast requests were answered and the reviews, in words, this week and last', async () => {
    const { section } = await renderSection(dashboard)
    const responses = within(section).getByRole('region', {
      name: 'Answering requests and reviews',
    })
    expect(figuresIn(responses)).toEqual([
      'Time to first answer: 2 h 15 min',
      'Review requests sent: 2',
      'Reviews received: 2',
      'Average stars: 4.5 of 5',
      'Time to first answer: 40 min',
      'Review requests sent: 0',
      'Reviews received: 0',
      'Average stars: None yet',
    ])
    const table = within(responses).getByRole('table', {
      name: 'Answers and reviews, the last 12 weeks',
    })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))
    expect(rows[0]).toEqual(['Week', 'First answer', 'Asked', 'Reviews', 'Stars'])
    expect(rows[1]).toEqual(['23 Nov', '2 h 15 min', '2', '2', '4.5'])
    expect(rows[2]).toEqual(['16 Nov', '40 min', '0', '0', '–'])
    expect(rows[3]).toEqual(['09 Nov', '–', '0', '0', '–'])
    // Over two days: in days and hours.
    expect(rows[4]).toEqual(['02 Nov', '14 days 1 h', '0', '0', '–'])
  })

  it('says when the figures could not be loaded', async () => {
    const { client, section } = await renderSection()
    await failQuery(client, websiteDashboardQueryKey)
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The website figures could not be loaded. Internal Server Error',
    )
  })
})
