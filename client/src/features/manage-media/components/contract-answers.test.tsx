import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { answerServerForFile, jsonAnswer } from '../../../test/answer-server'
import { adminProjectFixture } from '../../../test/project-fixture'
import { queryClientWithSettings } from '../../../test/site-settings'
import { ManageMedia } from './manage-media'

/** What the real API is asked, answered by a real HTTP server; each test sets the answers. */
const { answers } = answerServerForFile()
const json = jsonAnswer

function renderSection() {
  const queryClient = queryClientWithSettings(undefined, createQueryClient())
  // A failure shows at once instead of after three back-offs.
  queryClient.setDefaultOptions({ queries: { retry: false } })
  render(
    <QueryClientProvider client={queryClient}>
      <ManageMedia />
    </QueryClientProvider>,
  )
  return screen.getByRole('region', { name: 'Manage media' })
}

describe('The media section reads answers by the contract', () => {
  it('lists the media of an answer that matches it', async () => {
    answers['/api/admin/projects'] = json([adminProjectFixture({ title: 'Kitchen in Soweto' })])
    const section = renderSection()
    expect(await within(section).findByRole('article', { name: 'Kitchen in Soweto' })).toBeTruthy()
  })
  it('says so, in plain words, when the media answer does not match', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    // The shape of an older server: no derived files, an unknown status.
    answers['/api/admin/projects'] = json([{ id: 'a', title: 'Roof', status: 'queued' }])
    const section = renderSection()
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
})
