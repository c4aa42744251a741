import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { type Answer, servePagesFrom, startAnswerServer } from '../../../test/answer-server'
import { inquiryFixture } from '../../../test/inquiry-fixture'
import { adminProjectFixture } from '../../../test/project-fixture'
import { queryClientWithSettings } from '../../../test/site-settings'
import { ManageMedia } from './manage-media'
import { QuoteRequests } from './quote-requests'

/** What the real API is asked, answered by a real HTTP server; each test sets the answers. */
const answers: Record<string, Answer> = {}
const json = (body: unknown): Answer => ({
  status: 200,
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
})

let server: Awaited<ReturnType<typeof startAnswerServer>>
let stopServing: () => void
beforeAll(async () => {
  server = await startAnswerServer(answers)
  stopServing = servePagesFrom(server.base)
})
afterAll(async () => {
  stopServing()
  await server.close()
})

function renderSection(section: 'Manage media' | 'Quote requests') {
  const queryClient = queryClientWithSettings(undefined, createQueryClient())
  // A failure shows at once instead of after three back-offs.
  queryClient.setDefaultOptions({ queries: { retry: false } })
  render(
    <QueryClientProvider client={queryClient}>
      {section === 'Manage media' ? <ManageMedia /> : <QuoteRequests />}
    </QueryClientProvider>,
  )
  return screen.getByRole('region', { name: section })
}

describe('Admin sections read answers by the contract', () => {
  it('lists the media of an answer that matches it', async () => {
    answers['/api/admin/projects'] = json([adminProjectFixture({ title: 'Kitchen in Soweto' })])
    const section = renderSection('Manage media')
    expect(await within(section).findByRole('article', { name: 'Kitchen in Soweto' })).toBeTruthy()
  })

  it('says so, in plain words, when the media answer does not match', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The shape of an older server: no derived files, an unknown status.
    answers['/api/admin/projects'] = json([{ id: 'a', title: 'Roof', status: 'queued' }])
    const section = renderSection('Manage media')
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The media list could not be loaded. The server sent an answer this page could not read.',
    )
    expect(within(section).queryByRole('article')).toBeNull()
    expect(within(section).getByRole('button', { name: 'Refresh' })).toBeTruthy()
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('/api/admin/projects'),
      expect.anything(),
    )
    warn.mockRestore()
  })

  it('lists the quote requests of an answer that matches it', async () => {
    answers['/api/inquiries'] = json({
      items: [inquiryFixture()],
      nextBefore: null,
      counts: { new: 1, contacted: 0, quoted: 0, won: 0, lost: 0 },
    })
    const section = renderSection('Quote requests')
    expect(await within(section).findByRole('article', { name: 'Thandi Mokoena' })).toBeTruthy()
  })

  it('says so, in plain words, when the quote requests answer does not match', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The delivery fields under the names an older client used.
    const { deliveryStatus, deliveryAttempts, lastDeliveryError, ...rest } = inquiryFixture()
    const renamed = {
      ...rest,
      status: deliveryStatus,
      attempts: deliveryAttempts,
      lastError: lastDeliveryError,
    }
    answers['/api/inquiries'] = json({
      items: [renamed],
      nextBefore: null,
      counts: { new: 1, contacted: 0, quoted: 0, won: 0, lost: 0 },
    })
    const section = renderSection('Quote requests')
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The quote requests could not be loaded. The server sent an answer this page could not read.',
    )
    expect(within(section).queryByRole('article')).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
