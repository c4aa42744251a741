import { describe, expect, it } from 'vitest'
import {
  datedTitle,
  plainLine,
  sanitizeFilename,
  titleFromFilename,
  uploadTitle,
} from './media-title.js'

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

describe('uploadTitle', () => {
  const november = new Date('2026-11-20T08:15:00Z')

  it.each([
    ['IMG_20261120_101500.jpg', 'image', 'Kitchen Renovation', 'Kitchen Renovation, November 2026'],
    ['PXL_20261120_101500123.MP.jpg', 'image', 'General', 'General, November 2026'],
    ['WhatsApp Image 2026-11-20 at 10.15.00.jpeg', 'image', 'Building', 'Building, November 2026'],
    ['VID_20261120_101500.mp4', 'video', 'General', 'General, November 2026'],
    ['../../IMG_0001.jpg', 'image', 'General', 'General, November 2026'],
    ['C:\\DCIM\\100APPLE\\IMG_0001.HEIC', 'image', 'Maintenance', 'Maintenance, November 2026'],
    ['', 'image', 'General', 'General, November 2026'],
    ['.jpg', 'image', 'General', 'General, November 2026'],
    [`${'😀'.repeat(300)}.jpg`, 'image', 'General', 'General, November 2026'],
    ['image (3).png', 'image', 'Building', 'Building, November 2026'],
    ['0b9f6c1e-4d2a-4c3b-9a8e-7f6d5c4b3a21.jpg', 'image', 'General', 'General, November 2026'],
  ] as const)('%j (%s, %s) → %j, needing a title', (filename, kind, category, title) => {
    expect(uploadTitle(filename, kind, category, november)).toEqual({ title, needsTitle: true })
  })

  it.each([
    ['kitchen-remodel_final.jpg', 'Kitchen Remodel Final'],
    ['🏠 home 🔌.jpg', '🏠 Home 🔌'],
    ['../../etc/kitchen.jpg', 'Kitchen'],
  ])('keeps today’s rule for a chosen name: %j → %j', (filename, title) => {
    expect(uploadTitle(filename, 'image', 'General', november)).toEqual({
      title,
      needsTitle: false,
    })
  })

  it('names the month in South Africa, where the company works', () => {
    // 23:30 UTC on 30 November is already 1 December in Johannesburg.
    expect(datedTitle('General', new Date('2026-11-30T23:30:00Z'))).toBe('General, December 2026')
    expect(datedTitle('Building', new Date('2027-01-15T12:00:00Z'))).toBe('Building, January 2027')
  })
})

describe('plainLine', () => {
  it('makes one trimmed line without control or bidi characters, cut at a code point', () => {
    expect(plainLine(' a\nb\t\tc\u0000d\u202Ee ', 100)).toBe('a b cde')
    expect(plainLine('😀😀😀', 2)).toBe('😀😀')
  })
})
