import type { MediaItem } from '@site/contract/media-items'
import { fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import {
  FakeIntersectionObserver,
  fakeScreenAndPlayback,
} from '../../../test/fake-intersection-observer'
import { mediaItemFixture } from '../../../test/media-item-fixture'
import { renderPublicSection } from '../../../test/render-public-section'
import { categoriesQueryOptions } from '../api/get-categories'
import {
  categoryQueryOptions,
  newestQueryOptions,
  sampleQueryOptions,
} from '../api/get-media-items'
import { CategoryList } from './category-list'
import { CategoryMediaItems } from './category-media-items'
import { MediaCard } from './media-card'
import { RecentWork } from './recent-work'

const item = (n: number, overrides: Partial<MediaItem> = {}): MediaItem =>
  mediaItemFixture({
    id: `id-${n}`,
    title: `Project ${n}`,
    description: `Description ${n}`,
    image: `/media/${n}.jpg`,
    ...overrides,
  })
const items = (count: number) => Array.from({ length: count }, (_, i) => item(i + 1))

/** Renders `ui` with each query's data as given; queries never run (no request leaves the test). */
async function renderWith(ui: ReactNode, data: Array<[readonly unknown[], unknown]> = []) {
  await renderPublicSection(ui, { data, queriesRun: false })
}

const shownTitles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('button').textContent)

describe('Recent projects', () => {
  it('shows "Loading projects..." while the list is on its way', async () => {
    await renderWith(<RecentWork />)
    expect(screen.getByRole('status').textContent).toContain('Loading projects...')
  })

  it('shows "No projects uploaded yet." for an empty list, with no upload link for visitors', async () => {
    await renderWith(<RecentWork />, [[sampleQueryOptions(8).queryKey, []]])
    await screen.findByText('No projects uploaded yet.')
    expect(screen.queryByRole('link', { name: /Upload/ })).toBeNull()
    expect(screen.getByRole('link', { name: 'View All Categories' }).getAttribute('href')).toBe(
      '/gallery',
    )
  })

  it('offers "Upload Your First Project" in admin mode when empty', async () => {
    await renderWith(<RecentWork adminMode />, [[newestQueryOptions(12).queryKey, []]])
    const link = await screen.findByRole('link', { name: 'Upload Your First Project' })
    expect(link.getAttribute('href')).toBe('/admin-portal')
    expect(screen.getByRole('link', { name: 'Upload Media' }).getAttribute('href')).toBe(
      '/admin-portal',
    )
  })

  it("shows visitors the server's random choice of 8", async () => {
    const sample = items(8)
    await renderWith(<RecentWork />, [[sampleQueryOptions(8).queryKey, sample]])
    await screen.findAllByRole('article')
    expect(shownTitles()).toEqual(sample.map((p) => p.title))
  })

  it('shows the first 12 in server order in admin mode', async () => {
    await renderWith(<RecentWork adminMode />, [[newestQueryOptions(12).queryKey, items(12)]])
    await screen.findAllByRole('article')
    expect(shownTitles()).toEqual(items(12).map((p) => p.title))
  })
})

describe('Category projects', () => {
  const key = (category: string) => categoryQueryOptions(category).queryKey
  const onePage = (mediaItems: MediaItem[]) => ({ pages: [mediaItems], pageParams: [0] })

  it('shows "Loading projects..." while loading', async () => {
    await renderWith(<CategoryMediaItems category="Building" />)
    expect(screen.getByRole('status').textContent).toContain('Loading projects...')
    expect(screen.getByRole('link', { name: 'Back to Categories' })).toBeTruthy()
  })

  it('shows "No projects found in this category." when empty', async () => {
    await renderWith(<CategoryMediaItems category="Building" />, [[key('Building'), onePage([])]])
    await screen.findByText('No projects found in this category.')
  })

  it('adds "All video content in one place" to Videos only', async () => {
    await renderWith(<CategoryMediaItems category="Videos" />, [[key('Videos'), onePage([])]])
    expect(screen.getByText('All video content in one place')).toBeTruthy()
  })

  it('does not show the Videos line elsewhere', async () => {
    await renderWith(<CategoryMediaItems category="Building" />, [[key('Building'), onePage([])]])
    expect(screen.queryByText('All video content in one place')).toBeNull()
  })
})

describe('Category list', () => {
  it('shows "Loading categories..." while loading', async () => {
    await renderWith(<CategoryList />)
    expect(screen.getByRole('status').textContent).toBe('Loading categories...')
  })

  it('falls back to the eight default categories when the response is empty', async () => {
    await renderWith(<CategoryList />, [[categoriesQueryOptions().queryKey, []]])
    const names = (await screen.findAllByRole('link')).map((link) => link.textContent)
    expect(names).toHaveLength(8)
    expect(names[7]).toContain('All video content')
  })
})

describe('Category cards', () => {
  it('show the cover and count, and say "No projects yet" on an empty one', async () => {
    await renderWith(<CategoryList />, [
      [
        categoriesQueryOptions().queryKey,
        [
          {
            name: 'Building',
            count: 3,
            cover: { url: '/media/cover.jpg', srcset: [], width: 400, height: 300 },
          },
          { name: 'Maintenance', count: 0, cover: null },
          { name: 'Videos', count: 1, cover: null },
        ],
      ],
    ])
    const [building, maintenance, videos] = await screen.findAllByRole('link')
    expect(building?.textContent).toContain('3 projects')
    expect(building?.querySelector('img')?.getAttribute('src')).toBe('/media/cover.jpg')
    expect(maintenance?.textContent).toContain('No projects yet')
    expect(maintenance?.className).toContain('border-dashed')
    expect(maintenance?.querySelector('img')).toBeNull()
    expect(videos?.textContent).toContain('1 video')
    expect(videos?.textContent).not.toContain('1 videos')
  })
})

describe('Project card', () => {
  const renderCard = (mediaItem: MediaItem) =>
    render(<MediaCard item={mediaItem} onOpen={() => {}} />)

  it('shows a placeholder with the category name when the image fails to load', () => {
    renderCard(item(1, { category: 'Maintenance' }))
    fireEvent.error(screen.getByRole('img', { name: 'Project 1' }))
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getAllByText('Maintenance')).toHaveLength(2) // the badge and the placeholder
  })

  it('shows a placeholder when a video fails to load', () => {
    const { container } = renderCard(item(2, { fileType: 'video', category: 'Videos' }))
    const video = container.querySelector('video')
    expect(video?.muted && video.loop && video.playsInline).toBe(true)
    fireEvent.error(video as HTMLVideoElement)
    expect(container.querySelector('video')).toBeNull()
  })

  it('does not autoplay videos for visitors who ask for reduced motion', () => {
    const matchMedia = window.matchMedia
    window.matchMedia = (query: string) =>
      ({
        ...matchMedia(query),
        matches: query === '(prefers-reduced-motion: reduce)',
      }) as MediaQueryList
    try {
      const { play } = fakeScreenAndPlayback()
      renderCard(item(4, { fileType: 'video' }))
      FakeIntersectionObserver.scroll(true)
      expect(play).not.toHaveBeenCalled()
    } finally {
      window.matchMedia = matchMedia
      vi.unstubAllGlobals()
      vi.restoreAllMocks()
    }
  })

  it('marks a video with a play sign and its length, and badges a General clip as "Video"', () => {
    const { container } = renderCard(
      item(5, { fileType: 'video', category: 'General', durationMs: 42_000 }),
    )
    expect(container.querySelector('time')?.textContent).toBe('0:42')
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe('PT42S')
    expect(screen.getByText('Video', { selector: 'span.rounded-full' })).toBeTruthy()
    expect(screen.queryByText('General')).toBeNull()
    // Filed under a category, the clip keeps that category on its badge.
    renderCard(item(6, { fileType: 'video', category: 'Solar & Electrical', durationMs: null }))
    expect(screen.getAllByText('Solar & Electrical')).toHaveLength(1)
  })

  it('describes its picture by the alt text, which stands in for a description staff did not write', () => {
    const { container } = renderCard(
      item(7, { title: 'General, November 2026', description: '', altText: 'A new carport.' }),
    )
    expect(screen.getByRole('img', { name: 'A new carport.' })).toBeTruthy()
    expect(container.querySelector('p')?.textContent).toBe('A new carport.')
    renderCard(item(8, { description: 'Built in a week.', altText: 'A new carport.' }))
    expect(screen.getByText('Built in a week.')).toBeTruthy()
  })

  it('shows a title with markup as text, clamped to two lines', () => {
    const title = `<img src=x onerror=alert(1)> ${'long '.repeat(400)}`
    const { container } = renderCard(item(3, { title, description: title }))
    const button = screen.getByRole('button')
    expect(button.textContent).toBe(title)
    expect(button.className).toContain('line-clamp-2')
    expect(container.querySelector('p')?.className).toContain('line-clamp-2')
    expect(container.querySelectorAll('img')).toHaveLength(1) // only the thumbnail
  })
})
