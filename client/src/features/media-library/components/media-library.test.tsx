import { QueryClientProvider } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Toaster, toast } from 'sonner'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../../lib/query-client'
import { type Answer, servePagesFrom, startAnswerServer } from '../../../test/answer-server'
import { adminProjectFixture } from '../../../test/project-fixture'
import { MediaLibrary } from './media-library'

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
afterEach(() => act(() => toast.dismiss()))

const pageUrl = '/api/admin/media?page=2&category=Building&needsTitle=true'

function renderLibrary(onChanged = () => {}) {
  const queryClient = createQueryClient()
  queryClient.setDefaultOptions({ queries: { retry: false } })
  render(
    <QueryClientProvider client={queryClient}>
      <MediaLibrary
        search={{ page: 2, category: 'Building', needsTitle: true }}
        onSearchChange={() => {}}
        onChanged={onChanged}
      />
      <Toaster />
    </QueryClientProvider>,
  )
}

describe('the media library with the API', () => {
  it('asks for the page and filters of the address, and sends a bulk action by the contract', async () => {
    answers[pageUrl] = json({
      items: [adminProjectFixture({ id: '11111111-1111-4111-8111-111111111111', title: 'Roof' })],
      total: 25,
      page: 2,
      pageSize: 24,
    })
    answers['/api/admin/portfolio'] = json([])
    answers['POST /api/admin/media/bulk'] = json({
      outcomes: [{ id: '11111111-1111-4111-8111-111111111111', ok: true }],
    })
    const onChanged = vi.fn()
    renderLibrary(onChanged)
    expect(await screen.findByRole('article', { name: 'Roof' })).toBeTruthy()
    expect(screen.getByText('Page 2 of 2 · 25 items')).toBeTruthy()

    fireEvent.click(screen.getByLabelText('Select “Roof”'))
    const bar = screen.getByRole('region', { name: 'Selected items' })
    fireEvent.click(within(bar).getByRole('button', { name: 'Set category' }))
    fireEvent.change(within(bar).getByLabelText('New category'), { target: { value: 'Building' } })
    fireEvent.click(within(bar).getByRole('button', { name: 'Apply' }))
    expect(await screen.findByText('1 item moved to Building')).toBeTruthy()
    const sent = server.received.find((request) => request.method === 'POST')
    expect(sent?.type).toBe('application/json')
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      action: 'set-category',
      ids: ['11111111-1111-4111-8111-111111111111'],
      category: 'Building',
    })
    expect(onChanged).toHaveBeenCalled()
    // The page is fetched again after the change.
    await waitFor(() =>
      expect(server.received.filter((request) => request.url === pageUrl)).toHaveLength(2),
    )
  })

  it('says so, in plain words, when the answer does not match the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    answers[pageUrl] = json([adminProjectFixture()])
    renderLibrary()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The media could not be loaded. The server sent an answer this page could not read.',
    )
    warn.mockRestore()
  })
})
