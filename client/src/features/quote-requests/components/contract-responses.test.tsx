import { within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { leadFixture } from '../../../test/lead-fixture'
import { renderSection } from '../../../test/render-section'
import { jsonResponse, responseServerForFile } from '../../../test/response-server'
import { QuoteRequests } from './quote-requests'

/** What the real API is asked, answered by a real HTTP server; each test sets the responses. */
const { responses } = responseServerForFile()
const json = jsonResponse

const renderRequests = () => renderSection(<QuoteRequests />, 'Quote requests')

describe('The quote requests section reads answers by the contract', () => {
  it('lists the quote requests of a response that matches it', async () => {
    responses['/api/inquiries'] = json({
      items: [leadFixture()],
      nextBefore: null,
      counts: { new: 1, contacted: 0, quoted: 0, won: 0, done: 0, lost: 0 },
    })
    const section = renderRequests()
    expect(await within(section).findByRole('article', { name: 'Thandi Mokoena' })).toBeTruthy()
  })
  it('says so, in plain words, when the quote requests answer does not match', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The delivery fields under the names an older client used.
    const { deliveryStatus, deliveryAttempts, lastDeliveryError, ...rest } = leadFixture()
    const renamed = {
      ...rest,
      status: deliveryStatus,
      attempts: deliveryAttempts,
      lastError: lastDeliveryError,
    }
    responses['/api/inquiries'] = json({
      items: [renamed],
      nextBefore: null,
      counts: { new: 1, contacted: 0, quoted: 0, won: 0, done: 0, lost: 0 },
    })
    const section = renderRequests()
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The quote requests could not be loaded. The server sent an answer this page could not read.',
    )
    expect(within(section).queryByRole('article')).toBeNull()
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})
