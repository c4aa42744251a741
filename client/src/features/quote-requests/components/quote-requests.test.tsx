import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { leadFixture } from '../../../test/lead-fixture'
import {
  failQuery,
  type PublicSectionOptions,
  renderPublicSection,
} from '../../../test/render-public-section'
import { oneLeadQueryKey } from '../api/get-lead'
import { leadsQueryOptions } from '../api/get-leads'
import { QuoteRequests } from './quote-requests'

const lead = leadFixture()
const counts = { new: 1, contacted: 0, quoted: 0, won: 0, done: 0, lost: 0 }
const allKey = leadsQueryOptions().queryKey

/** No query runs: the section shows what the cache holds and requests nothing. */
async function renderSection(data: PublicSectionOptions['data'] = [], ui = <QuoteRequests />) {
  const client = await renderPublicSection(ui, { data, queriesRun: false })
  return { client, section: screen.getByRole('region', { name: 'Quote requests' }) }
}

describe('QuoteRequests', () => {
  it('has the h2 "Quote requests" and a loading state', async () => {
    const { section } = await renderSection()
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('Quote requests')
    expect(within(section).getByText('Loading quote requests...')).toBeTruthy()
  })

  it('shows the empty state', async () => {
    const { section } = await renderSection([
      [allKey, { items: [], nextBefore: null, counts: { ...counts, new: 0 } }],
    ])
    expect(within(section).getByText('No quote requests yet.')).toBeTruthy()
  })

  it('lists the requests', async () => {
    const { section } = await renderSection([[allKey, { items: [lead], nextBefore: null, counts }]])
    expect(within(section).getByRole('article', { name: 'Thandi Mokoena' })).toBeTruthy()
    expect(within(section).getByLabelText('Stage')).toBeTruthy()
    const filter = within(section).getByRole('group', { name: 'Show requests by stage' })
    expect(
      within(filter)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'All (1)',
      'New (1)',
      'Contacted (0)',
      'Quoted (0)',
      'Won (0)',
      'Done (0)',
      'Lost (0)',
    ])
    expect(
      within(filter).getByRole('button', { name: 'All (1)' }).getAttribute('aria-pressed'),
    ).toBe('true')
  })

  it('says when they could not be loaded', async () => {
    const { client, section } = await renderSection()
    await failQuery(client, allKey)
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The quote requests could not be loaded. Internal Server Error',
    )
  })

  it('shows the request the mail linked to first, with the focus, and leaves it out of the list', async () => {
    const onShowAll = vi.fn()
    const older = leadFixture({ id: '2', reference: 'Q-2026-0002', firstName: 'Sipho' })
    await renderSection(
      [
        [allKey, { items: [older, lead], nextBefore: null, counts }],
        [[...oneLeadQueryKey, lead.id], lead],
      ],
      <QuoteRequests linkedRequestId={lead.id} onShowAll={onShowAll} />,
    )
    const linked = screen.getByRole('region', { name: 'Request Q-2026-0001' })
    expect(within(linked).getByRole('article', { name: 'Thandi Mokoena' })).toBeTruthy()
    expect(document.activeElement).toBe(
      within(linked).getByRole('heading', { level: 3, name: 'Request Q-2026-0001' }),
    )
    const section = screen.getByRole('region', { name: 'Quote requests' })
    expect(
      within(section)
        .getAllByRole('article')
        .filter((card) => !linked.contains(card))
        .map((card) => card.querySelector('h3')?.textContent),
    ).toEqual(['Sipho Mokoena'])
    fireEvent.click(within(linked).getByRole('button', { name: 'Show all requests' }))
    expect(onShowAll).toHaveBeenCalledOnce()
  })

  it('shows the files sent with a request: ready ones open, others say why not', async () => {
    const file = {
      kind: 'photo' as const,
      size: 1000,
      failureReason: null,
      width: 800,
      height: 600,
    }
    const withFiles = leadFixture({
      attachments: [
        {
          ...file,
          id: 'a',
          filename: 'roof.jpg',
          status: 'ready',
          url: '/api/x/view',
          thumbnailUrl: '/api/x/thumbnail',
        },
        {
          ...file,
          id: 'b',
          filename: 'gate.jpg',
          status: 'processing',
          url: null,
          thumbnailUrl: null,
        },
        {
          ...file,
          id: 'c',
          kind: 'video',
          filename: 'leak.mov',
          status: 'failed',
          failureReason: 'The video could not be copied.',
          url: null,
          thumbnailUrl: null,
        },
      ],
    })
    const { section } = await renderSection([
      [allKey, { items: [withFiles], nextBefore: null, counts }],
    ])
    const files = within(section).getByRole('region', { name: 'Sent with the request (3)' })
    const open = within(files).getByRole('button', { name: 'Open photo roof.jpg' })
    expect(open.querySelector('img')?.getAttribute('src')).toBe('/api/x/thumbnail')
    expect(within(files).getByText('Preparing gate.jpg')).toBeTruthy()
    expect(
      within(files).getByText('leak.mov could not be opened').parentElement?.getAttribute('title'),
    ).toBe('The video could not be copied.')
    expect(within(files).getAllByRole('button')).toHaveLength(1)
  })
})
