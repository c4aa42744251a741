import { File as NodeFile } from 'node:buffer'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adminMediaItemFixture, processingMediaFixture } from '../../../test/media-item-fixture'
import { renderSection } from '../../../test/render-section'
import { jsonResponse, responseServerForFile } from '../../../test/response-server'
import { MediaLibrary } from './media-library'

/** What the real API is asked, answered by a real HTTP server; each test sets the responses. */
const { responses, received } = responseServerForFile()
const json = jsonResponse
afterEach(() => act(() => toast.dismiss()))

const pageUrl = '/api/admin/media?page=2&category=Building&needsTitle=true'
const processingUrl = '/api/admin/media?status=processing'

const renderLibrary = (onChanged = () => {}) =>
  renderSection(
    <MediaLibrary
      search={{ page: 2, category: 'Building', needsTitle: true }}
      onSearchChange={() => {}}
      onChanged={onChanged}
    />,
    'Media library',
  )

describe('the media library with the API', () => {
  it('asks for the page and filters of the address, and sends a bulk action by the contract', async () => {
    responses[pageUrl] = json({
      items: [adminMediaItemFixture({ id: '11111111-1111-4111-8111-111111111111', title: 'Roof' })],
      total: 25,
      page: 2,
      pageSize: 24,
    })
    responses['/api/admin/portfolio'] = json([])
    responses['POST /api/admin/media/bulk'] = json({
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
    const sent = received().find((request) => request.method === 'POST')
    expect(sent?.type).toBe('application/json')
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      action: 'set-category',
      ids: ['11111111-1111-4111-8111-111111111111'],
      category: 'Building',
    })
    expect(onChanged).toHaveBeenCalled()
    // The page is fetched again after the change.
    await waitFor(() =>
      expect(received().filter((request) => request.url === pageUrl)).toHaveLength(2),
    )
  })

  it('retries a failed item, then looks again while it processes until it is ready', async () => {
    const id = '22222222-2222-4222-8222-222222222222'
    const pageOf = (overrides: Parameters<typeof adminMediaItemFixture>[0]) =>
      json({
        items: [adminMediaItemFixture({ id, title: 'Gate motor', ...overrides })],
        total: 25,
        page: 2,
        pageSize: 24,
      })
    responses[pageUrl] = pageOf({ status: 'failed', failureReason: 'The video could not be read.' })
    responses[`POST /api/projects/${id}/retry`] = json({ success: true }, 202)
    const onChanged = vi.fn()
    renderLibrary(onChanged)
    const item = await screen.findByRole('article', { name: 'Gate motor' })
    expect(within(item).getByText('Failed')).toBeTruthy()
    expect(within(item).getByText('The video could not be read.')).toBeTruthy()

    responses[pageUrl] = pageOf({ status: 'processing' })
    responses[processingUrl] = json(processingMediaFixture(1))
    fireEvent.click(within(item).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Processing started again')).toBeTruthy()
    expect(received().some((request) => request.url === `/api/projects/${id}/retry`)).toBe(true)
    expect(await within(item).findByText('Processing')).toBeTruthy()
    expect(within(item).queryByRole('button', { name: 'Retry' })).toBeNull()
    onChanged.mockClear()

    // Nobody refreshes: the items processing are asked for again by themselves (every 5 s), and
    // the page once there are fewer.
    const pageAsked = received().filter((request) => request.url === pageUrl).length
    responses[pageUrl] = pageOf({ status: 'ready' })
    responses[processingUrl] = json(processingMediaFixture(0))
    expect(await within(item).findByText('Ready', {}, { timeout: 8_000 })).toBeTruthy()
    expect(received().filter((request) => request.url === pageUrl).length).toBe(pageAsked + 1)
    expect(received().filter((request) => request.url === processingUrl).length).toBeGreaterThan(1)
    // A newly ready item belongs in the public lists.
    expect(onChanged).toHaveBeenCalledOnce()
  }, 15_000)

  it("sends a video's captions as WebVTT", async () => {
    const id = '33333333-3333-4333-8333-333333333333'
    const video = adminMediaItemFixture({ id, title: 'Gate motor', fileType: 'video' })
    responses[pageUrl] = json({ items: [video], total: 1, page: 2, pageSize: 24 })
    responses[`PUT /api/projects/${id}/captions`] = json({
      ...video,
      captions: `/media/captions/${id}/a.vtt`,
    })
    renderLibrary()
    const item = await screen.findByRole('article', { name: 'Gate motor' })
    fireEvent.change(within(item).getByLabelText('Add captions (.vtt)'), {
      // Node's own File: the fetch under test (Node's) cannot send jsdom's.
      target: { files: [new NodeFile(['WEBVTT\n'], 'gate.vtt', { type: 'text/vtt' })] },
    })
    expect(await screen.findByText('Captions saved')).toBeTruthy()
    const sent = received().find((request) => request.method === 'PUT')
    expect(sent?.type).toBe('text/vtt')
    expect(sent?.body).toBe('WEBVTT\n')
  })

  it('says so, in plain words, when the response does not match the contract', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    responses[pageUrl] = json([adminMediaItemFixture()])
    renderLibrary()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The media could not be loaded. The server sent an answer this page could not read.',
    )
    warn.mockRestore()
  })
})
