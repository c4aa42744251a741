import { describe, expect, it } from 'vitest'
import { downloadUrlOf, srcSetOf } from './media-sources'

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

describe('downloadUrlOf', () => {
  it('asks for the original as an attachment', () => {
    expect(downloadUrlOf({ original: '/media/originals/2026/01/a.heic' })).toBe(
      '/media/originals/2026/01/a.heic?download=1',
    )
    expect(downloadUrlOf({ original: '/media/a.jpg?v=2' })).toBe('/media/a.jpg?v=2&download=1')
  })

  it('is undefined without an original', () => {
    expect(downloadUrlOf({})).toBeUndefined()
  })
})
