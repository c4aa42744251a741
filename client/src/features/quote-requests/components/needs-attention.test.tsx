import type { LeadNeedingAttention } from '@site/contract/leads'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { leadFixture } from '../../../test/lead-fixture'
import { renderPublicSection } from '../../../test/render-public-section'
import { leadsQueryOptions } from '../api/get-leads'
import { leadsNeedingAttentionQueryKey } from '../api/get-leads-needing-attention'
import { QuoteRequests } from './quote-requests'

const counts = { new: 1, contacted: 0, quoted: 1, won: 0, done: 0, lost: 0 }
const lead = (overrides: Partial<LeadNeedingAttention>): LeadNeedingAttention => ({
  id: 'a1',
  reference: 'Q-2026-0007',
  firstName: 'Sipho',
  lastName: 'Dlamini',
  reason: 'new',
  since: '2026-11-26T23:24:53.453Z',
  waited: 3,
  ...overrides,
})

/** No query runs: the section shows what the cache holds and requests nothing. */
async function renderSection(
  attention: LeadNeedingAttention[] | undefined,
  onOpenRequest?: (id: string) => void,
) {
  await renderPublicSection(<QuoteRequests onOpenRequest={onOpenRequest} />, {
    data: [
      [leadsQueryOptions().queryKey, { items: [leadFixture()], nextBefore: null, counts }],
      [leadsNeedingAttentionQueryKey, attention && { items: attention }],
    ],
    queriesRun: false,
  })
  return screen.getByRole('region', { name: 'Quote requests' })
}

describe('Needs attention, at the top of Quote requests', async () => {
  it('comes first, each request in words with a link that opens it', async () => {
    const section = await renderSection([
      lead({}),
      lead({ id: 'b2', reference: 'Q-2026-0003', reason: 'quoted', waited: 9 }),
      lead({ id: 'c3', reference: 'Q-2026-0001', reason: 'done', waited: 1 }),
    ])
    const attention = within(section).getByRole('region', { name: 'Needs attention (3)' })
    // Right under the section's heading: before the stage filter and the list.
    const regions = within(section).getAllByRole('region')
    expect(regions[0]).toBe(attention)
    const filter = within(section).getByRole('group', { name: 'Show requests by stage' })
    expect(
      attention.compareDocumentPosition(filter) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy()

    const links = within(attention).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual([
      'Sipho Dlamini Q-2026-0007New for 3 working hours',
      'Sipho Dlamini Q-2026-0003Quoted 9 days ago, no answer yet',
      'Sipho Dlamini Q-2026-0001Done 1 day ago, no review asked for',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin-portal/requests?request=a1',
      '/admin-portal/requests?request=b2',
      '/admin-portal/requests?request=c3',
    ])
  })

  it('opens a request in the section on a plain click, leaving a new tab to the browser', async () => {
    const onOpenRequest = vi.fn()
    const section = await renderSection([lead({ reason: 'new', waited: 1 })], onOpenRequest)
    const link = within(section).getByRole('link', { name: /New for 1 working hour$/ })
    expect(fireEvent.click(link)).toBe(false)
    expect(onOpenRequest).toHaveBeenCalledWith('a1')
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true)
    expect(onOpenRequest).toHaveBeenCalledOnce()
  })

  it('shows nothing when nothing needs attention, or before the list came', async () => {
    const empty = await renderSection([])
    expect(within(empty).queryByRole('region', { name: /Needs attention/ })).toBeNull()
    expect(within(empty).getByRole('article', { name: 'Thandi Mokoena' })).toBeTruthy()
    cleanup()
    const loading = await renderSection(undefined)
    expect(within(loading).queryByText(/Needs attention/)).toBeNull()
  })
})
