import { describe, expect, it } from 'vitest'
import { type FileFacts, validateFiles } from './validate-files'

const MB = 1024 * 1024
const file = (name: string, type = '', size = 1000): FileFacts => ({ name, type, size })

const imageTypes = 'jpeg, jpg, png, webp, heic, heif'
const videoTypes = 'mp4, mov, avi, quicktime, 3gpp'

describe('validateFiles', () => {
  it('accepts an empty list (nothing to refuse)', () => {
    expect(validateFiles([], 'image')).toEqual({ valid: true, message: 'Files are valid' })
    expect(validateFiles([], 'video')).toEqual({ valid: true, message: 'Files are valid' })
  })

  it.each([
    'a.jpeg',
    'a.jpg',
    'a.png',
    'a.webp',
    'a.heic',
    'a.heif',
    'IMG_0001.HEIC',
    'Photo.JPG',
    'scan.WebP',
  ])('accepts the image %s by its extension, in any case', (name) => {
    expect(validateFiles([file(name)], 'image')).toEqual({
      valid: true,
      message: 'Files are valid',
    })
  })

  it.each(['a.mp4', 'a.mov', 'a.avi', 'a.quicktime', 'a.3gpp', 'CLIP.MOV', 'Film.Mp4'])(
    'accepts the video %s by its extension, in any case',
    (name) => {
      expect(validateFiles([file(name)], 'video').valid).toBe(true)
    },
  )

  it.each([
    ['image/jpeg', 'image'],
    ['image/png', 'image'],
    ['image/webp', 'image'],
    ['IMAGE/HEIC', 'image'],
    ['image/heif', 'image'],
    ['video/mp4', 'video'],
    ['video/quicktime', 'video'],
    ['Video/3GPP', 'video'],
  ] as const)('accepts a file without an extension by its MIME type %s', (type, kind) => {
    expect(validateFiles([file('from-camera', type)], kind).valid).toBe(true)
  })

  it('accepts a file whose MIME type is unknown when its extension is allowed', () => {
    expect(validateFiles([file('IMG_1.HEIC', 'application/octet-stream')], 'image').valid).toBe(
      true,
    )
    expect(validateFiles([file('clip.avi', 'video/x-msvideo')], 'video').valid).toBe(true)
  })

  it('accepts a file whose extension is odd when its MIME type is allowed', () => {
    expect(validateFiles([file('photo.bin', 'image/jpeg')], 'image').valid).toBe(true)
  })

  it('refuses a file when neither its MIME type nor its extension is allowed', () => {
    expect(validateFiles([file('notes.pdf', 'application/pdf')], 'image')).toEqual({
      valid: false,
      message: `Invalid file type: notes.pdf. Allowed types: ${imageTypes}`,
    })
    expect(validateFiles([file('animation.gif', 'image/gif')], 'image').message).toBe(
      `Invalid file type: animation.gif. Allowed types: ${imageTypes}`,
    )
  })

  it('refuses videos in the image card and images in the video card', () => {
    expect(validateFiles([file('clip.mp4', 'video/mp4')], 'image').message).toBe(
      `Invalid file type: clip.mp4. Allowed types: ${imageTypes}`,
    )
    expect(validateFiles([file('photo.jpg', 'image/jpeg')], 'video').message).toBe(
      `Invalid file type: photo.jpg. Allowed types: ${videoTypes}`,
    )
  })

  it('refuses a file with no extension and no type', () => {
    expect(validateFiles([file('README')], 'image').valid).toBe(false)
  })

  it('allows an image of exactly 50 MB and refuses one byte more', () => {
    expect(validateFiles([file('big.jpg', 'image/jpeg', 50 * MB)], 'image').valid).toBe(true)
    expect(validateFiles([file('big.jpg', 'image/jpeg', 50 * MB + 1)], 'image')).toEqual({
      valid: false,
      message: 'File too large: big.jpg. Maximum size: 50MB',
    })
  })

  it('allows a video of exactly 500 MB and refuses one byte more', () => {
    expect(validateFiles([file('long.mov', 'video/quicktime', 500 * MB)], 'video').valid).toBe(true)
    expect(validateFiles([file('long.mov', 'video/quicktime', 500 * MB + 1)], 'video')).toEqual({
      valid: false,
      message: 'File too large: long.mov. Maximum size: 500MB',
    })
  })

  it('allows a 60 MB video (the image limit does not apply to videos)', () => {
    expect(validateFiles([file('clip.mp4', 'video/mp4', 60 * MB)], 'video').valid).toBe(true)
  })

  it('reports the first failing file of a list, and checks every file', () => {
    const files = [
      file('ok.jpg', 'image/jpeg'),
      file('huge.png', 'image/png', 51 * MB),
      file('wrong.txt', 'text/plain'),
    ]
    expect(validateFiles(files, 'image').message).toBe(
      'File too large: huge.png. Maximum size: 50MB',
    )
    expect(validateFiles([file('ok.jpg'), file('wrong.txt')], 'image').message).toBe(
      `Invalid file type: wrong.txt. Allowed types: ${imageTypes}`,
    )
  })

  it('checks the type before the size', () => {
    expect(validateFiles([file('huge.gif', 'image/gif', 60 * MB)], 'image').message).toMatch(
      /^Invalid file type: huge.gif/,
    )
  })
})
