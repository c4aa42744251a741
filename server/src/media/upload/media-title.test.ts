import { describe, expect, it } from 'vitest'
import { sanitizeFilename, titleFromFilename } from './media-title.js'

describe('titleFromFilename', () => {
  it.each([
    ['kitchen-remodel_final.jpg', 'Kitchen Remodel Final'],
    ['new.solar.panels.PNG', 'New Solar Panels'],
    ['  spaced   out\tname .webp', 'Spaced Out Name'],
    ['IMG_0042.HEIC', 'IMG 0042'],
    ['already Capitalised word.mp4', 'Already Capitalised Word'],
    ['no-extension', 'No Extension'],
    ['émile’s übersicht.jpg', 'Émile’s Übersicht'],
    ['🏠 home 🔌.jpg', '🏠 Home 🔌'],
  ])('%s → %s', (filename, title) => {
    expect(titleFromFilename(filename, 'image')).toBe(title)
  })

  it('falls back to an untitled name per kind', () => {
    expect(titleFromFilename('.jpg', 'image')).toBe('Untitled photo')
    expect(titleFromFilename('___.mp4', 'video')).toBe('Untitled video')
    expect(titleFromFilename('', 'video')).toBe('Untitled video')
  })

  it('keeps at most 200 characters without splitting an emoji', () => {
    const title = titleFromFilename(`${'a'.repeat(199)}😀😀.jpg`, 'image')
    expect(Array.from(title)).toHaveLength(200)
    expect(title.endsWith('😀')).toBe(true)
  })

  it('drops folders, control and bidi characters', () => {
    expect(titleFromFilename('../../etc/pass\u0000wd.jpg', 'image')).toBe('Passwd')
    expect(titleFromFilename('invoice\u202Egpj.exe.jpg', 'image')).toBe('Invoicegpj Exe')
  })
})

describe('sanitizeFilename', () => {
  it('keeps the last path segment only', () => {
    expect(sanitizeFilename('..\\..\\windows\\win.ini')).toBe('win.ini')
    expect(sanitizeFilename('/abs/path/photo.jpg')).toBe('photo.jpg')
  })

  it('strips NUL, other control characters and right-to-left marks', () => {
    expect(sanitizeFilename('a\u0000b\u0007c\u200Fd\u2066e.png')).toBe('abcde.png')
  })

  it('keeps emoji sequences joined by zero-width joiners', () => {
    expect(sanitizeFilename('👨‍👩‍👧.jpg')).toBe('👨‍👩‍👧.jpg')
  })

  it('caps the length at 255 characters', () => {
    expect(Array.from(sanitizeFilename(`${'x'.repeat(500)}.jpg`))).toHaveLength(255)
  })
})
