import type { StaffReview } from '@site/contract/reviews'
import { formatSouthAfricanTime } from '@site/contract/south-african-time'
import { Outlet } from '@tanstack/react-router'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { leadFixture } from '../../../test/lead-fixture'
import { adminPortfolioFixture } from '../../../test/portfolio-fixture'
import { renderWithRouter } from '../../../test/render-with-router'
import { jsonResponse, responseServerForFile } from '../../../test/response-server'
import { queryClientWithSettings } from '../../../test/site-settings'
import { StaffReviews } from './staff-reviews'

/** What the real API is asked, answered by a real HTTP server; each test sets the responses. */
const { responses, received } = responseServerForFile()
const json = jsonResponse
afterEach(() => act(() => toast.dismiss()))

function reviewFixture(overrides: Partial<StaffReview> = {}): StaffReview {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    inquiryId: '00000000-0000-4000-8000-0000000000e1',
    reference: 'Q-2026-0042',
    customerName: 'Lindiwe Khumalo',
    stars: 5,
    text: 'Neat and on time.',
    name: 'Lindiwe, Soweto',
    mayShow: true,
    status: 'pending',
    createdAt: '2026-11-26T23:24:53.453Z',
    portfolioProjectId: null,
    ...overrides,
  }
}

const happy = reviewFixture()
const unhappy = reviewFixture({
  id: '00000000-0000-4000-8000-0000000000d2',
  inquiryId: '00000000-0000-4000-8000-0000000000e2',
  reference: 'Q-2026-0043',
  customerName: 'Sipho Dlamini',
  name: 'Sipho <script>alert(1)</script>',
  stars: 2,
  text: 'Late twice.',
  mayShow: false,
})
const kitchen = adminPortfolioFixture({ published: true })
const draft = adminPortfolioFixture({
  id: '00000000-0000-4000-8000-0000000000a2',
  slug: 'garage',
  title: 'Garage in Soweto',
})

beforeEach(() => {
  for (const key of Object.keys(responses)) delete responses[key]
  responses['/api/admin/reviews'] = json({ items: [happy, unhappy] })
  responses['/api/admin/portfolio'] = json([kitchen, draft])
  received().length = 0
})

/** The section as the portal shows it, inside a router (the request's link is a route link). */
async function renderSection() {
  const queryClient = queryClientWithSettings(undefined, createQueryClient())
  queryClient.setDefaultOptions({ queries: { retry: false } })
  renderWithRouter(Outlet, {
    at: '/admin-portal/reviews',
    pages: {
      '/admin-portal/reviews': StaffReviews,
      '/admin-portal/requests': () => <p>Requests</p>,
    },
    queryClient,
    toaster: true,
  })
  return screen.findByRole('region', { name: 'Reviews' })
}

const card = (section: HTMLElement, name: string | RegExp) =>
  within(section).findByRole('article', { name })
const patches = () => received().filter((request) => request.method === 'PATCH')

describe('Reviews (portal section)', () => {
  it('shows each review: stars, words, names, request, date, permission and status', async () => {
    const section = await renderSection()
    const lindiwe = await card(section, 'Lindiwe, Soweto')
    expect(within(lindiwe).getByText('5 out of 5 stars')).toBeTruthy()
    expect(within(lindiwe).getByText('Neat and on time.')).toBeTruthy()
    expect(within(lindiwe).getByText('Lindiwe Khumalo')).toBeTruthy()
    expect(within(lindiwe).getByRole('link', { name: 'Q-2026-0042' }).getAttribute('href')).toBe(
      `/admin-portal/requests?request=${happy.inquiryId}`,
    )
    expect(within(lindiwe).getByText(formatSouthAfricanTime(happy.createdAt))).toBeTruthy()
    expect(within(lindiwe).getByText('27 Nov 2026, 01:24')).toBeTruthy()
    expect(within(lindiwe).getByText('The customer allowed it')).toBeTruthy()
    expect(within(lindiwe).getByText('Waiting for approval')).toBeTruthy()
    expect(within(lindiwe).queryByText('Low rating')).toBeNull()
    expect(within(section).getByText(/2 waiting for you\./)).toBeTruthy()

    // A low rating stands out; a name with markup is text.
    const sipho = await card(section, 'Sipho <script>alert(1)</script>')
    expect(within(sipho).getByText('2 out of 5 stars')).toBeTruthy()
    expect(within(sipho).getByText('Low rating')).toBeTruthy()
    expect(
      within(sipho).getByText('The customer did not allow it: it never shows, even when approved'),
    ).toBeTruthy()
    expect(document.querySelector('script')).toBeNull()
  })

  it('approves a review (PATCH { approved: true }) and shows it approved', async () => {
    responses[`PATCH /api/admin/reviews/${happy.id}`] = json({ ...happy, status: 'approved' })
    const section = await renderSection()
    const lindiwe = await card(section, 'Lindiwe, Soweto')
    fireEvent.click(within(lindiwe).getByRole('button', { name: 'Approve' }))
    expect(await screen.findByText('Review approved')).toBeTruthy()
    expect(within(lindiwe).getByText('Approved')).toBeTruthy()
    expect(
      (within(lindiwe).getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    const [patch] = patches()
    expect(patch?.url).toBe(`/api/admin/reviews/${happy.id}`)
    expect(JSON.parse(patch?.body ?? '')).toEqual({ approved: true })
  })

  it('hides a review, and says so when the server refuses, leaving it as it was', async () => {
    responses[`PATCH /api/admin/reviews/${happy.id}`] = json(
      { success: false, message: 'There is no such review.' },
      404,
    )
    const section = await renderSection()
    const lindiwe = await card(section, 'Lindiwe, Soweto')
    fireEvent.click(within(lindiwe).getByRole('button', { name: 'Hide' }))
    expect(await screen.findByText('The review was not changed.')).toBeTruthy()
    expect(screen.getByText('There is no such review.')).toBeTruthy()
    expect(within(lindiwe).getByText('Waiting for approval')).toBeTruthy()
    expect(JSON.parse(patches()[0]?.body ?? '')).toEqual({ approved: false })
  })

  it("links the job's request to a portfolio project in one step, and unlinks it", async () => {
    responses[`PATCH /api/inquiries/${happy.inquiryId}`] = json(
      leadFixture({ id: happy.inquiryId, stage: 'done', portfolioProjectId: kitchen.id }),
    )
    const section = await renderSection()
    const lindiwe = await card(section, 'Lindiwe, Soweto')
    const picker = within(lindiwe).getByLabelText(
      'Portfolio project of this job',
    ) as HTMLSelectElement
    await waitFor(() => expect(picker.disabled).toBe(false))
    expect([...picker.options].map((option) => option.textContent)).toEqual([
      'None',
      'Kitchen in Randburg',
      'Garage in Soweto (draft)',
    ])
    fireEvent.change(picker, { target: { value: kitchen.id } })
    expect(await screen.findByText('Linked to the project')).toBeTruthy()
    expect(picker.value).toBe(kitchen.id)
    expect(JSON.parse(patches()[0]?.body ?? '')).toEqual({ portfolioProjectId: kitchen.id })

    responses[`PATCH /api/inquiries/${happy.inquiryId}`] = json(
      leadFixture({ id: happy.inquiryId, stage: 'done', portfolioProjectId: null }),
    )
    fireEvent.change(picker, { target: { value: '' } })
    expect(await screen.findByText('Project link removed')).toBeTruthy()
    expect(picker.value).toBe('')
    expect(JSON.parse(patches()[1]?.body ?? '')).toEqual({ portfolioProjectId: null })
  })

  it('says when there are no reviews yet', async () => {
    responses['/api/admin/reviews'] = json({ items: [] })
    const section = await renderSection()
    expect(
      await within(section).findByText('No reviews yet. Ask for one on a Done quote request.'),
    ).toBeTruthy()
  })
})
