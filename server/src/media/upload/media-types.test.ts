import { describe, expect, it } from 'vitest'
import { allowedContentFor } from './media-types.js'

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
