import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { leadFixture } from '../../../test/lead-fixture'
import { jsonResponse, responseServerForFile } from '../../../test/response-server'
import { renderWithSettings } from '../../../test/site-settings'
import { ReviewRequest } from './review-request'

const server = responseServerForFile()
const url = '/api/inquiries/1/review-request'
const done = leadFixture({ stage: 'done', phone: '082 555 0101' })

describe('asking for a review on a Done request', () => {
  it('shows the WhatsApp link to open once the server has made it', async () => {
    server.responses[url] = jsonResponse({ url: 'https://wa.me/27825550101?text=Hi' })
    renderWithSettings(<ReviewRequest lead={done} />)
    fireEvent.click(screen.getByRole('button', { name: 'Ask by WhatsApp' }))
    const open = await screen.findByRole('link', { name: 'Open WhatsApp' })
    expect(open.getAttribute('href')).toBe('https://wa.me/27825550101?text=Hi')
    expect(open.getAttribute('target')).toBe('_blank')
    expect(JSON.parse(server.received().at(-1)?.body ?? '{}')).toEqual({ channel: 'whatsapp' })
  })

  it('asks "Send again?" on a 409 and sends again with again: true', async () => {
    server.responses[url] = jsonResponse(
      {
        success: false,
        message: 'A review was asked by e-mail on 27 Nov 2026, 09:12. Send again?',
      },
      409,
    )
    renderWithSettings(<ReviewRequest lead={done} />)
    fireEvent.click(screen.getByRole('button', { name: 'Ask by e-mail' }))
    const confirm = await screen.findByRole('group', { name: 'Send again?' })
    expect(confirm.textContent).toContain('A review was asked by e-mail on 27 Nov 2026, 09:12.')
    server.responses[url] = jsonResponse({ sent: true })
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send by e-mail' }))
    await waitFor(() =>
      expect(JSON.parse(server.received().at(-1)?.body ?? '{}')).toEqual({
        channel: 'email',
        again: true,
      }),
    )
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Send again?' })).toBeNull())
  })

  it('says why a channel cannot be used', () => {
    renderWithSettings(
      <ReviewRequest lead={leadFixture({ stage: 'done', email: '', phone: 'ask at gate' })} />,
    )
    const email = screen.getByRole('button', { name: 'Ask by e-mail' })
    expect(email).toHaveProperty('disabled', true)
    expect(email.getAttribute('aria-describedby')).toBeTruthy()
    expect(screen.getByText('No e-mail address on this request.')).toBeTruthy()
    expect(screen.getByText('No phone number WhatsApp can use.')).toBeTruthy()
  })

  it('says the customer opted out', () => {
    renderWithSettings(<ReviewRequest lead={{ ...done, reviewMailOptOut: true }} />)
    expect(screen.getByText('The customer asked for no more review e-mails.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ask by WhatsApp' })).toHaveProperty('disabled', true)
  })

  it('says when it was asked, and the stars once reviewed', () => {
    const asked = {
      requestedAt: '2026-11-27T07:12:00Z',
      channel: 'email' as const,
      expiresAt: '2027-01-26T07:12:00Z',
      receivedAt: null,
      stars: null,
    }
    const { unmount } = renderWithSettings(<ReviewRequest lead={{ ...done, review: asked }} />)
    expect(screen.getByText(/Review asked by e-mail on/).textContent).toBe(
      'Review asked by e-mail on 27 Nov 2026, 09:12',
    )
    unmount()
    renderWithSettings(
      <ReviewRequest
        lead={{ ...done, review: { ...asked, receivedAt: '2026-11-28T08:00:00Z', stars: 5 } }}
      />,
    )
    expect(screen.getByText('Reviewed: 5 of 5 stars')).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Ask/ })).toBeNull()
  })
})
