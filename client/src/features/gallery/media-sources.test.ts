import { describe, expect, it } from 'vitest'
import { downloadUrlOf, pictureAlt, srcSetOf } from './media-sources'

describe('srcSetOf', () => {
  it('lists each width with its w descriptor', () => {
    const srcset = [
      { url: '/media/derived/a/w400.webp', width: 400 },
      { url: '/media/derived/a/w800.webp', width: 800 },
    ]
    expect(srcSetOf({ srcset })).toBe(
      '/media/derived/a/w400.webp 400w, /media/derived/a/w800.webp 800w',
    )
  })

  it('is undefined without widths', () => {
    expect(srcSetOf({})).toBeUndefined()
    expect(srcSetOf({ srcset: [] })).toBeUndefined()
  })
})

describe('pictureAlt', () => {
  it('says what the picture shows, or its title where nobody wrote that', () => {
    expect(pictureAlt({ title: 'Kitchen', altText: 'A white kitchen with an island.' })).toBe(
      'A white kitchen with an island.',
    )
    expect(pictureAlt({ title: 'Kitchen', altText: '' })).toBe('Kitchen')
    expect(pictureAlt({ title: 'Kitchen' })).toBe('Kitchen')
  })
})

describe('downloadUrlOf', () => {
  it('asks for the download copy as an attachment', () => {
    expect(downloadUrlOf({ download: '/media/derived/d1/display.jpg' })).toBe(
      '/media/derived/d1/display.jpg?download=1',
    )
    expect(downloadUrlOf({ download: '/media/a.jpg?v=2' })).toBe('/media/a.jpg?v=2&download=1')
  })

  it('is undefined without a download copy', () => {
    expect(downloadUrlOf({})).toBeUndefined()
  })
})
