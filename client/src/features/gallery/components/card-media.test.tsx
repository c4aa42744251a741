import type { MediaItem } from '@site/contract/media-items'
import { fireEvent, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  FakeIntersectionObserver,
  fakeScreenAndPlayback,
} from '../../../test/fake-intersection-observer'
import { mediaItemFixture } from '../../../test/media-item-fixture'
import { gridImageLoading } from '../media-sources'
import { CardMedia } from './card-media'

const photo = mediaItemFixture({
  id: 'a',
  title: 'New roof',
  image: '/media/derived/a/display.jpg',
  thumbnail: '/media/derived/a/w400.webp',
  srcset: [
    { url: '/media/derived/a/w400.webp', width: 400 },
    { url: '/media/derived/a/w800.webp', width: 800 },
    { url: '/media/derived/a/w1600.webp', width: 1600 },
  ],
  width: 1600,
  height: 1200,
})

const clip = mediaItemFixture({
  id: 'v',
  title: 'Site walk-through',
  fileType: 'video',
  image: '/media/derived/v/video.mp4',
  poster: '/media/derived/v/poster.webp',
  thumbnail: '/media/derived/v/w400.webp',
  srcset: [
    { url: '/media/derived/v/w400.webp', width: 400 },
    { url: '/media/derived/v/w800.webp', width: 800 },
    { url: '/media/derived/v/poster.webp', width: 1280 },
  ],
  width: 1280,
  height: 720,
})

const originalMatchMedia = window.matchMedia

function saveDataIs(saveData: boolean | undefined) {
  const connection =
    saveData === undefined ? undefined : Object.assign(new EventTarget(), { saveData })
  Object.defineProperty(navigator, 'connection', { configurable: true, value: connection })
}

let playback: ReturnType<typeof fakeScreenAndPlayback>
beforeEach(() => {
  playback = fakeScreenAndPlayback()
})

afterEach(() => {
  saveDataIs(undefined)
  window.matchMedia = originalMatchMedia
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const mediaOf = (item: MediaItem) => {
  const { container } = render(<CardMedia item={item} />)
  return container.firstElementChild as HTMLElement
}

/** A video card's still frame: the image drawn over its video until it plays. */
const stillOf = (video: HTMLElement) => video.parentElement?.querySelector('img') ?? null

describe('CardMedia', () => {
  it('gives a photo its widths, the card sizes and its dimensions', () => {
    const img = mediaOf(photo)
    expect(img.tagName).toBe('IMG')
    expect(img.getAttribute('src')).toBe('/media/derived/a/w400.webp')
    expect(img.getAttribute('srcset')).toBe(
      '/media/derived/a/w400.webp 400w, /media/derived/a/w800.webp 800w, /media/derived/a/w1600.webp 1600w',
    )
    expect(img.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
    )
    expect(img.getAttribute('width')).toBe('1600')
    expect(img.getAttribute('height')).toBe('1200')
    expect(img.getAttribute('alt')).toBe('New roof')
  })

  it('falls back to the full image without srcset or sizes when there are no widths', () => {
    const img = mediaOf({ ...photo, thumbnail: null, srcset: [], width: null })
    expect(img.getAttribute('src')).toBe('/media/derived/a/display.jpg')
    expect(img.hasAttribute('srcset')).toBe(false)
    expect(img.hasAttribute('sizes')).toBe(false)
    expect(img.hasAttribute('width')).toBe(false)
  })

  it('shows a video muted and looping under its still frame, loading nothing of it until it plays', () => {
    const video = mediaOf(clip) as HTMLVideoElement
    expect(video.tagName).toBe('VIDEO')
    // Not `poster`: it takes one file (1280 px) and is fetched at once, on screen or not.
    expect(video.hasAttribute('poster')).toBe(false)
    expect(video.getAttribute('preload')).toBe('none')
    // Not the autoplay attribute: that would stream every card's video, on screen or not.
    expect(video.autoplay).toBe(false)
    expect(video.loop).toBe(true)
    expect(video.muted).toBe(true)
    expect(video.getAttribute('width')).toBe('1280')
    expect(video.getAttribute('aria-label')).toBe('Site walk-through')
  })

  it("draws the still frame at the card's width, lazily, and says nothing of it to screen readers", () => {
    const still = stillOf(mediaOf(clip))
    expect(still?.getAttribute('src')).toBe('/media/derived/v/w400.webp')
    expect(still?.getAttribute('srcset')).toBe(
      '/media/derived/v/w400.webp 400w, /media/derived/v/w800.webp 800w, /media/derived/v/poster.webp 1280w',
    )
    expect(still?.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
    )
    expect(still?.getAttribute('loading')).toBe('lazy')
    expect(still?.getAttribute('alt')).toBe('')
    expect(still?.getAttribute('width')).toBe('1280')
  })

  it("fetches a page's first card's still frame first, as it does a photo", () => {
    const { container } = render(<CardMedia item={clip} fetching={gridImageLoading(0)} />)
    const still = container.querySelector('img')
    expect(still?.getAttribute('loading')).toBe('eager')
    expect(still?.getAttribute('fetchpriority')).toBe('high')
  })

  it('takes the still frame away once the video plays', () => {
    const video = mediaOf(clip)
    expect(stillOf(video)).not.toBeNull()
    fireEvent.playing(video)
    expect(stillOf(video)).toBeNull()
    expect(video.isConnected).toBe(true)
  })

  it('keeps the video when its still frame cannot be loaded', () => {
    const video = mediaOf(clip)
    fireEvent.error(stillOf(video) as HTMLImageElement)
    expect(stillOf(video)).toBeNull()
    expect(video.isConnected).toBe(true)
  })

  it('shows the first frame of a video without a poster (older items keep theirs as it is)', () => {
    const video = mediaOf({ ...clip, poster: null, thumbnail: null, srcset: [] })
    expect(stillOf(video)).toBeNull()
    expect(video.getAttribute('preload')).toBe('metadata')
    const older = stillOf(mediaOf({ ...clip, thumbnail: null, srcset: [] }))
    expect(older?.getAttribute('src')).toBe('/media/derived/v/poster.webp')
    expect(older?.hasAttribute('srcset')).toBe(false)
  })

  it('loops the small preview when the server made one, else the video itself', () => {
    const preview = '/media/derived/v/preview.mp4'
    expect(mediaOf({ ...clip, preview }).getAttribute('src')).toBe(preview)
    expect(mediaOf({ ...clip, preview: null }).getAttribute('src')).toBe(
      '/media/derived/v/video.mp4',
    )
  })

  it('plays the video while it is on screen and pauses it when it leaves', () => {
    const video = mediaOf(clip) as HTMLVideoElement
    expect(playback.play).not.toHaveBeenCalled()
    FakeIntersectionObserver.scroll(true)
    expect(playback.play).toHaveBeenCalledTimes(1)
    expect(playback.play.mock.contexts[0]).toBe(video)
    FakeIntersectionObserver.scroll(false)
    expect(playback.pause).toHaveBeenCalledTimes(1)
  })

  it('plays at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined)
    mediaOf(clip)
    expect(playback.play).toHaveBeenCalledTimes(1)
  })

  it('does not play when the browser asks to save data', () => {
    saveDataIs(true)
    const video = mediaOf(clip) as HTMLVideoElement
    FakeIntersectionObserver.scroll(true)
    expect(playback.play).not.toHaveBeenCalled()
    expect(stillOf(video)).not.toBeNull()
  })

  it('plays when the connection does not ask to save data', () => {
    saveDataIs(false)
    mediaOf(clip)
    FakeIntersectionObserver.scroll(true)
    expect(playback.play).toHaveBeenCalledTimes(1)
  })

  it('does not play under prefers-reduced-motion', () => {
    window.matchMedia = (query: string) =>
      ({
        matches: query === '(prefers-reduced-motion: reduce)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList
    const video = mediaOf(clip) as HTMLVideoElement
    FakeIntersectionObserver.scroll(true)
    expect(playback.play).not.toHaveBeenCalled()
    expect(stillOf(video)).not.toBeNull()
  })
})
