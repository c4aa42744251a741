import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { renderWithRouter } from '../../../test/render-with-router'
import { responseServerForFile } from '../../../test/response-server'
import { queryClientWithSettings } from '../../../test/site-settings'
import { CategoryMediaItems } from './category-media-items'

const firstPage = (category: string) =>
  `/api/projects?category=${encodeURIComponent(category).replaceAll('%20', '+')}&limit=24&offset=0`

const server = responseServerForFile({
  // What the API answers for a name that is not a category (issue 32).
  [firstPage('Building')]: {
    status: 404,
    type: 'application/json',
    body: '{"success":false,"message":"There is no such category."}',
  },
  [firstPage('Maintenance')]: {
    status: 503,
    type: 'application/json',
    body: '{"success":false,"message":"Down for a moment"}',
  },
})

function renderCategory(category: string) {
  renderWithRouter(() => <CategoryMediaItems category={category} />, {
    queryClient: queryClientWithSettings(undefined, createQueryClient()),
  })
}

describe('a category the API does not know', () => {
  it('shows the 404 page, as the API serves it for that address', async () => {
    renderCategory('Building')
    await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })
    expect(screen.queryByRole('heading', { level: 2, name: 'Building' })).toBeNull()
    // Asked once: an error is not asked again.
    expect(
      server.received().filter((request) => request.url === firstPage('Building')),
    ).toHaveLength(1)
  })

  it('is not a failed answer, which still shows the empty category', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    renderCategory('Maintenance')
    await screen.findByText('No projects found in this category.')
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Failed to fetch projects: /))
    warn.mockRestore()
  })
})
