import { describe, expect, it } from 'vitest'
import { allowedContentFor, invalidTypeMessage, maxBytes, tooLargeMessage } from './media-types.js'

describe('allowedContentFor', () => {
  it.each([
    ['image/jpeg', 'image', 'jpg'],
    ['image/png', 'image', 'png'],
    ['image/webp', 'image', 'webp'],
    ['image/heic', 'image', 'heic'],
    ['image/heif', 'image', 'heif'],
    ['video/mp4', 'video', 'mp4'],
    ['video/quicktime', 'video', 'mov'],
    ['video/vnd.avi', 'video', 'avi'],
    ['video/3gpp', 'video', '3gp'],
  ])('allows %s as %s (.%s)', (mime, kind, extension) => {
    expect(allowedContentFor(mime)).toEqual({ kind, mime, extension })
  })

  it.each([
    'image/svg+xml',
    'text/html',
    'application/pdf',
    'image/gif',
    'image/avif',
    'video/webm',
    undefined,
  ])('refuses %s', (mime) => {
    expect(allowedContentFor(mime)).toBeNull()
  })
})

describe('messages', () => {
  it('uses the specification texts and limits', () => {
    expect(invalidTypeMessage('a.txt', 'image')).toBe(
      'Invalid file type: a.txt. Allowed types: jpeg, jpg, png, webp, heic, heif',
    )
    expect(invalidTypeMessage('a.txt', 'video')).toBe(
      'Invalid file type: a.txt. Allowed types: mp4, mov, avi, quicktime, 3gpp',
    )
    expect(tooLargeMessage('big.jpg', 'image')).toBe('File too large: big.jpg. Maximum size: 50MB')
    expect(tooLargeMessage('big.mp4', 'video')).toBe('File too large: big.mp4. Maximum size: 500MB')
    expect(maxBytes.video).toBe(500 * 1024 * 1024)
  })
})
