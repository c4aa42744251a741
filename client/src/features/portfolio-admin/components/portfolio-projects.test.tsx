import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { adminMediaItemFixture } from '../../../test/media-item-fixture'
import { adminPortfolioFixture } from '../../../test/portfolio-fixture'
import { renderSection } from '../../../test/render-section'
import { jsonResponse, responseServerForFile } from '../../../test/response-server'
import { PortfolioProjects } from './portfolio-projects'

/** What the real API is asked, answered by a real HTTP server; each test sets the responses. */
const { responses, received } = responseServerForFile()
const json = jsonResponse
afterEach(() => {
  act(() => toast.dismiss())
  received().length = 0
})

const kitchen = adminMediaItemFixture({
  id: '00000000-0000-4000-8000-0000000000c1',
  title: 'Kitchen before',
})
const done = adminMediaItemFixture({
  id: '00000000-0000-4000-8000-0000000000c2',
  title: 'Kitchen after',
})
const busy = adminMediaItemFixture({
  id: '00000000-0000-4000-8000-0000000000c3',
  title: 'Still processing',
  status: 'processing',
})

const renderPortfolio = () => renderSection(<PortfolioProjects />, 'Portfolio projects')

const posts = () => received().filter((request) => request.method === 'POST')

/** Opens "New project", fills what the contract requires and adds both ready photos. */
async function startProject(section: HTMLElement) {
  fireEvent.click(await within(section).findByRole('button', { name: 'New project' }))
  fireEvent.change(within(section).getByLabelText(/^Title/), {
    target: { value: 'Kitchen in Randburg' },
  })
  fireEvent.change(within(section).getByLabelText(/^Category/), {
    target: { value: 'Kitchen Renovation' },
  })
  fireEvent.click(within(section).getByRole('button', { name: 'Choose from your media' }))
  const picker = within(section).getByRole('group', { name: 'Choose from your media' })
  // Only ready items are offered.
  expect(within(picker).queryByLabelText(/Still processing/)).toBeNull()
  fireEvent.click(await within(picker).findByLabelText(/Kitchen before/))
  fireEvent.click(within(picker).getByLabelText(/Kitchen after/))
  fireEvent.click(within(picker).getByRole('button', { name: 'Add 2 to the project' }))
}

describe('Portfolio projects section against the API', () => {
  it('lists each project with its cover, state and item count', async () => {
    responses['/api/admin/projects'] = json([kitchen, done, busy])
    responses['/api/admin/portfolio'] = json([
      adminPortfolioFixture({ items: [kitchen.id, done.id], coverId: done.id, published: true }),
      adminPortfolioFixture({
        id: '00000000-0000-4000-8000-0000000000a2',
        title: 'Solar in Midrand',
      }),
    ])
    const section = renderPortfolio()
    const card = await within(section).findByRole('article', { name: 'Kitchen in Randburg' })
    expect(within(card).getByText('Published')).toBeTruthy()
    expect(within(card).getByText(/2 items/)).toBeTruthy()
    await waitFor(() => expect(card.querySelector('img')?.getAttribute('src')).toBe(done.image))
    const draft = within(section).getByRole('article', { name: 'Solar in Midrand' })
    expect(within(draft).getByText('Draft')).toBeTruthy()
    expect(within(draft).getByText(/0 items/)).toBeTruthy()
  })

  it("shows a 400's messages next to the fields they name (publishing's at the items)", async () => {
    responses['/api/admin/projects'] = json([kitchen, done, busy])
    responses['/api/admin/portfolio'] = json([])
    responses['/api/portfolio'] = json(
      {
        success: false,
        message: `summary: must be at most 300 characters; items.1: there is no media item ${done.id} (it may have been deleted); published: a project needs at least one photo or video before it is published`,
      },
      400,
    )
    const section = renderPortfolio()
    await startProject(section)
    fireEvent.click(within(section).getByRole('button', { name: 'Save draft' }))

    const summary = within(section).getByLabelText('Summary')
    await waitFor(() => expect(summary.getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(`${summary.id}-error`)?.textContent).toBe(
      'Must be at most 300 characters',
    )
    expect(summary.getAttribute('aria-describedby')).toContain(`${summary.id}-error`)
    // The items' messages (and publishing's, which is about them) show above the items.
    const items = within(section).getByRole('region', { name: /^Photos and videos/ })
    expect(within(items).getByRole('alert').textContent).toBe(
      `there is no media item ${done.id} (it may have been deleted) a project needs at least one photo or video before it is published`,
    )
    expect(await screen.findByText('Saving Failed')).toBeTruthy()
    // The focus goes to the first refused field.
    expect(document.activeElement).toBe(summary)

    const [sent] = posts()
    expect(JSON.parse(sent?.body ?? '{}')).toMatchObject({
      title: 'Kitchen in Randburg',
      category: 'Kitchen Renovation',
      items: [kitchen.id, done.id],
      published: false,
    })
    // Still a new project: nothing was saved.
    expect(within(section).getByRole('heading', { name: 'New portfolio project' })).toBeTruthy()
  })

  it('shows a taken slug (409) at the slug field', async () => {
    responses['/api/admin/projects'] = json([kitchen, done])
    responses['/api/admin/portfolio'] = json([])
    responses['/api/portfolio'] = json(
      {
        success: false,
        message:
          'slug: the address /projects/kitchen-in-randburg is already used by "Kitchen"; choose another',
      },
      409,
    )
    const section = renderPortfolio()
    await startProject(section)
    fireEvent.change(within(section).getByLabelText('Web address (slug)'), {
      target: { value: 'kitchen-in-randburg' },
    })
    fireEvent.click(within(section).getByRole('button', { name: 'Publish' }))
    const slug = within(section).getByLabelText('Web address (slug)')
    await waitFor(() => expect(document.activeElement).toBe(slug))
    expect(slug.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(`${slug.id}-error`)?.textContent).toBe(
      'The address /projects/kitchen-in-randburg is already used by "Kitchen"; choose another',
    )
    expect(JSON.parse(posts()[0]?.body ?? '{}')).toMatchObject({
      slug: 'kitchen-in-randburg',
      published: true,
    })
  })

  it('after a save shows the slug the server made, a lasting confirmation and the public page', async () => {
    responses['/api/admin/projects'] = json([kitchen, done])
    responses['/api/admin/portfolio'] = json([])
    const saved = adminPortfolioFixture({
      slug: 'kitchen-in-randburg-2',
      items: [kitchen.id, done.id],
      published: true,
    })
    responses['/api/portfolio'] = json(saved, 201)
    const section = renderPortfolio()
    await startProject(section)
    responses['/api/admin/portfolio'] = json([saved])
    fireEvent.click(within(section).getByRole('button', { name: 'Publish' }))

    expect(
      await within(section).findByRole('heading', { name: 'Edit “Kitchen in Randburg”' }),
    ).toBeTruthy()
    const status = within(section)
      .getAllByRole('status')
      .find((one) => one.textContent?.includes('is published'))
    expect(status?.textContent).toContain('“Kitchen in Randburg” is published.')
    const link = within(section).getByRole('link', { name: /See the public page/ })
    expect(link.getAttribute('href')).toBe('/projects/kitchen-in-randburg-2')
    expect(
      within(section).getByText(/The page is \/projects\/kitchen-in-randburg-2\./),
    ).toBeTruthy()
    expect(within(section).getByRole('button', { name: 'Unpublish' })).toBeTruthy()
    expect(JSON.parse(posts()[0]?.body ?? '{}')).not.toHaveProperty('slug')
  })
})
