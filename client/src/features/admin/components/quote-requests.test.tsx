import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api-request'
import { inquiryFixture } from '../../../test/inquiry-fixture'
import { inquiriesQueryOptions } from '../api/get-inquiries'
import { QuoteRequests } from './quote-requests'

const inquiry = inquiryFixture()
const counts = { new: 1, contacted: 0, quoted: 0, won: 0, lost: 0 }
const allKey = inquiriesQueryOptions().queryKey

/** Queries are disabled: the section shows what the cache holds and requests nothing. */
function renderSection(prepare: (client: QueryClient) => unknown = () => undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } })
  return Promise.resolve(prepare(queryClient)).then(() => {
    render(
      <QueryClientProvider client={queryClient}>
        <QuoteRequests />
      </QueryClientProvider>,
    )
    return screen.getByRole('region', { name: 'Quote requests' })
  })
}

describe('QuoteRequests', () => {
  it('has the h2 "Quote requests" and a loading state', async () => {
    const section = await renderSection()
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Quote requests')
    expect(within(section).getByText('Loading quote requests...')).toBeTruthy()
  })

  it('shows the empty state', async () => {
    const section = await renderSection((client) => {
      client.setQueryData(allKey, { items: [], nextBefore: null, counts: { ...counts, new: 0 } })
    })
    expect(within(section).getByText('No quote requests yet.')).toBeTruthy()
  })

  it('lists the requests', async () => {
    const section = await renderSection((client) => {
      client.setQueryData(allKey, { items: [inquiry], nextBefore: null, counts })
    })
    expect(within(section).getByRole('article', { name: 'Thandi Mokoena' })).toBeTruthy()
    expect(within(section).getByRole('button', { name: 'Mark as handled' })).toBeTruthy()
    const filter = within(section).getByRole('group', { name: 'Show requests by stage' })
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All (1)', 'New (1)', 'Contacted (0)', 'Quoted (0)', 'Won (0)', 'Lost (0)'])
    expect(
      within(filter).getByRole('button', { name: 'All (1)' }).getAttribute('aria-pressed'),
    ).toBe('true')
  })

  it('says when they could not be loaded', async () => {
    const section = await renderSection((client) =>
      client
        .fetchQuery({
          queryKey: allKey,
          queryFn: () => Promise.reject(new ApiError('Internal Server Error', 500)),
          retry: false,
        })
        .catch(() => {}),
    )
    expect(within(section).getByRole('alert').textContent).toBe(
      'The quote requests could not be loaded. Internal Server Error',
    )
  })
})
