import type { MediaItem } from '@site/contract/media-items'
import { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { polyfillDialog } from '../../../components/media-viewer/test-dialog-polyfill'
import { mediaItemFixture } from '../../../test/media-item-fixture'
import { renderWithRouter } from '../../../test/render-with-router'
import { queryClientWithSettings } from '../../../test/site-settings'
import {
  mediaItemQueryOptions,
  newestQueryOptions,
  sampleQueryOptions,
} from '../api/get-media-items'
import { RecentWork } from './recent-work'

beforeAll(polyfillDialog)

const item = (id: string, fileType: MediaItem['fileType'] = 'image'): MediaItem =>
  mediaItemFixture({
    id,
    title: `Project ${id}`,
    fileType,
    image: `/media/${id}.${fileType === 'video' ? 'mp4' : 'jpg'}`,
    thumbnail: `/media/${id}-small.jpg`,
  })

/**
 * The home section in admin mode (server order), or as visitors see it (the server's random
 * sample), its data already in the cache: no request.
 */
function renderSection(items: MediaItem[], initialUrl = '/', adminMode = true) {
  const queryClient = queryClientWithSettings(
    undefined,
    new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } }),
  )
  queryClient.setQueryData(newestQueryOptions(12).queryKey, items)
  queryClient.setQueryData(sampleQueryOptions(8).queryKey, items)
  // The one item a shared link may name outside the list: listed, or not (null).
  queryClient.setQueryData(mediaItemQueryOptions('elsewhere').queryKey, item('elsewhere'))
  queryClient.setQueryData(mediaItemQueryOptions('gone').queryKey, null)
  return renderWithRouter(() => <RecentWork adminMode={adminMode} />, {
    at: initialUrl,
    queryClient,
  }).router
}

const searchOf = (router: ReturnType<typeof renderSection>) => router.state.location.searchStr

describe('Recent projects open the viewer', () => {
  it('at the clicked card, steps through the shown list, and closes', async () => {
    const router = renderSection([item('a'), item('b'), item('c', 'video')])
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(await screen.findByRole('button', { name: 'Project b' }))
    // The viewer's code arrives on demand.
    await screen.findByRole('dialog', { name: 'Project b' })
    expect(searchOf(router)).toBe('?item=b')
    expect(screen.getByText('2 of 3')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/media/b.jpg')

    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    const dialog = await screen.findByRole('dialog', { name: 'Project c' })
    expect(screen.getByText('3 of 3')).toBeTruthy()
    expect(dialog.querySelector('video')?.getAttribute('src')).toBe('/media/c.mp4')
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await screen.findByText('2 of 3')
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }))
    await screen.findByText('1 of 3')
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // Closing went back in history: one entry for the whole visit to the viewer.
    expect(searchOf(router)).toBe('')
    expect(router.history.canGoBack()).toBe(false)
  })

  it('shows the picture in its widths and downloads its metadata-free copy', async () => {
    const withSources: MediaItem = {
      ...item('d'),
      srcset: [
        { url: '/media/derived/d/w800.webp', width: 800 },
        { url: '/media/derived/d/w1600.webp', width: 1600 },
      ],
      download: '/media/derived/d/display.jpg',
    }
    renderSection([withSources])
    fireEvent.click(await screen.findByRole('button', { name: 'Project d' }))
    const dialog = await screen.findByRole('dialog', { name: 'Project d' })
    const picture = dialog.querySelector('img')
    expect(picture?.getAttribute('src')).toBe('/media/d.jpg')
    expect(picture?.getAttribute('srcset')).toBe(
      '/media/derived/d/w800.webp 800w, /media/derived/d/w1600.webp 1600w',
    )
    expect(picture?.getAttribute('sizes')).toBe('100vw')
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(
      '/media/derived/d/display.jpg?download=1',
    )
    const ask = screen.getByRole('link', { name: 'Ask about this on WhatsApp' })
    expect(new URL(ask.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      "Hi, I saw 'Project d' on your website and would like a quote for something similar.",
    )
  })

  it('opens from a shared ?item= link, and closing removes it from the URL', async () => {
    const router = renderSection([item('a'), item('b')], '/?item=b')
    await screen.findByRole('dialog', { name: 'Project b' })
    expect(screen.getByText('2 of 2')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(searchOf(router)).toBe('')
  })

  it('opens a shared ?item= link to an item outside the random choice, on its own', async () => {
    const router = renderSection([item('a'), item('b')], '/?item=elsewhere', false)
    await screen.findByRole('dialog', { name: 'Project elsewhere' })
    expect(screen.getByText('1 of 1')).toBeTruthy()
    expect(searchOf(router)).toBe('?item=elsewhere')
  })

  it('drops an ?item= that names nothing, leaving the projects on screen', async () => {
    const router = renderSection([item('a'), item('b')], '/?item=gone')
    await waitFor(() => expect(searchOf(router)).toBe(''))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('button', { name: 'Project a' })).toBeTruthy()
  })
})
