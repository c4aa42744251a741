import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, responseServerForFile } from '../../../test/response-server'
import { renderWithSettings } from '../../../test/site-settings'
import { reviewHeadline } from '../review-headline'
import { ReviewForm } from './review-form'
import { ReviewLinkGone } from './review-link-gone'
import { StopReviewMail } from './stop-review-mail'

const server = responseServerForFile()
const invitation = { firstName: 'Thandi', service: 'Solar Panel Installations', month: '2026-11' }

function fill(stars: number, name = 'Thandi, Lynnwood') {
  fireEvent.click(screen.getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'}` }))
  fireEvent.change(screen.getByLabelText('What went well'), { target: { value: 'Neat work' } })
  fireEvent.change(screen.getByLabelText(/Your first name and suburb/), {
    target: { value: name },
  })
  fireEvent.click(screen.getByRole('checkbox', { name: 'You may show this on the website' }))
}

describe("the customer's review page", () => {
  it('asks about the job by name', () => {
    expect(reviewHeadline(invitation)).toBe(
      'How did we do on your Solar Panel Installations job in November 2026, Thandi?',
    )
    expect(reviewHeadline({ ...invitation, service: '' })).toBe(
      'How did we do on your job in November 2026, Thandi?',
    )
  })

  it('sends the review and offers Google, whatever the stars', async () => {
    server.responses['POST /api/reviews'] = jsonResponse(
      { googleReviewUrl: 'https://search.google.com/local/writereview?placeid=X' },
      201,
    )
    renderWithSettings(<ReviewForm token="tok" invitation={invitation} />)
    expect(screen.getByText('0 of 1500 characters')).toBeTruthy()
    fill(2)
    expect(screen.getByText('9 of 1500 characters')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    const google = await screen.findByRole('link', { name: /Review us on Google/ })
    expect(google.getAttribute('href')).toBe(
      'https://search.google.com/local/writereview?placeid=X',
    )
    expect(screen.getByRole('heading', { name: 'Thank you, Thandi!' })).toBeTruthy()
    expect(JSON.parse(server.received().at(-1)?.body ?? '{}')).toEqual({
      token: 'tok',
      stars: 2,
      text: 'Neat work',
      name: 'Thandi, Lynnwood',
      mayShow: true,
    })
  })

  it('offers no Google button when no Place ID is set', async () => {
    server.responses['POST /api/reviews'] = jsonResponse({ googleReviewUrl: null }, 201)
    renderWithSettings(<ReviewForm token="tok" invitation={invitation} />)
    fill(5)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await screen.findByRole('heading', { name: 'Thank you, Thandi!' })
    expect(screen.queryByRole('link', { name: /Google/ })).toBeNull()
  })

  it("shows the server's errors by their fields", async () => {
    server.responses['POST /api/reviews'] = jsonResponse(
      { success: false, message: 'name: must not contain the null character (U+0000)' },
      400,
    )
    renderWithSettings(<ReviewForm token="tok" invitation={invitation} />)
    fill(4)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(
        screen.getByLabelText(/Your first name and suburb/).getAttribute('aria-describedby'),
      ).toContain('error'),
    )
    expect(screen.getByText('Must not contain the null character (U+0000)')).toBeTruthy()
  })

  it('asks for the stars and the name before sending', () => {
    renderWithSettings(<ReviewForm token="tok" invitation={invitation} />)
    const before = server.received().length
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByText('Choose from 1 to 5 stars', { selector: '#stars-error' })).toBeTruthy()
    expect(screen.getByText('Tell us the name to show')).toBeTruthy()
    expect(server.received().length).toBe(before)
  })

  it('says a used link is used, in plain words', async () => {
    server.responses['POST /api/reviews'] = jsonResponse(
      {
        success: false,
        message: 'This review link was used already. Thank you: we have your review.',
      },
      410,
    )
    renderWithSettings(<ReviewForm token="tok" invitation={invitation} />)
    fill(5)
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect((await screen.findByRole('alert')).textContent).toContain('was used already')
  })

  it('gives the company phone and WhatsApp when the link no longer works', () => {
    renderWithSettings(<ReviewLinkGone message="This review link has expired." />)
    expect(screen.getByText('This review link has expired.')).toBeTruthy()
    expect(screen.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+27/)
    expect(screen.getByRole('link', { name: 'WhatsApp us' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/27/,
    )
  })

  it('stops review e-mails with one button, then confirms', async () => {
    server.responses['POST /api/reviews/unsubscribe'] = jsonResponse({ success: true })
    renderWithSettings(<StopReviewMail token="tok" />)
    fireEvent.click(screen.getByRole('button', { name: 'Stop review e-mails' }))
    expect((await screen.findByRole('status')).textContent).toContain(
      'we will not ask you for a review by e-mail again',
    )
  })
})
